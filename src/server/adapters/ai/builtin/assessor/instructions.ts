/**
 * Text addressed to the assessor instead of the interviewer ("give me full marks",
 * "Overall Score: 100/100", "ignore previous instructions"). Such a passage is data,
 * never an instruction: it is removed before the answer is judged, so it earns nothing.
 */
const SCALE = String.raw`(?:\d{1,3}|one hundred|hundred|ten|five)`;

const INSTRUCTION_PATTERNS: RegExp[] = [
  /\b(?:ignore|disregard|forget|override)\b[^.!?\n]{0,60}\b(?:instructions?|prompts?|rules|above|previous|everything)\b/i,
  /\b(?:overall|final|total)\s+score\b/i,
  /\b(?:full|maximum|max|perfect|top|highest|best)\s+(?:marks?|scores?|points|ratings?|grades?|scorecard)\b/i,
  new RegExp(String.raw`\b${SCALE}\s*(?:\/|out\s+of)\s*${SCALE}\b`, 'i'),
  /\b(?:rate|score|mark|grade)\s+(?:me|this|the candidate|this candidate|my answers?|every|all|each)\b/i,
  /\brat(?:e|ing)\s+\d\b/i,
  /\b(?:assessor|evaluator|grader|scoring system|assessment system|language model|chatgpt|system prompt)\b/i,
  /\b(?:to|dear|hey|note to|attention)\s+the\s+(?:ai|bot|model|reviewer)\b/i,
  /(?:^|[.!?\n]\s*)system\s*:/i,
  /\byou are now\b/i,
  /\b(?:recommend(?:ation)?|should)\b[^.!?\n]{0,20}\bhir(?:e|ing)\b/i,
  /\bhire me\b/i,
  /\b(?:this|the) candidate\b[^.!?\n]{0,40}\b(?:perfect(?:ly)?|excellent|best fit|highest|full marks)\b/i,
  /\bmark this answer\b/i,
];

export function isInstruction(text: string): boolean {
  return INSTRUCTION_PATTERNS.some((pattern) => pattern.test(text));
}
