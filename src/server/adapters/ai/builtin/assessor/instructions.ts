/**
 * Text addressed to the assessor instead of the interviewer ("give me full marks",
 * "Overall Score: 100/100", "ignore previous instructions"). Such a passage is data,
 * never an instruction: it is removed before the answer is judged, so it earns nothing.
 * The patterns are narrow on purpose: an honest sentence ("the team rated her sessions
 * 4.6 out of 5", "he told them to ignore the safety rules") must not be removed.
 */
const INSTRUCTION_PATTERNS: RegExp[] = [
  // "ignore previous instructions", "disregard your prompt", "forget everything above"
  /\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+|the\s+|your\s+|my\s+)?(?:previous\s+|prior\s+|above\s+|earlier\s+|preceding\s+|system\s+)?(?:instructions?|prompts?)\b/i,
  /\b(?:ignore|disregard|forget)\s+(?:all|everything)\s+(?:above|before|previous|else)\b/i,
  // a score claimed for oneself
  /\b(?:overall|final|total)\s+score\b/i,
  /\b(?:100|one hundred|hundred)\s*(?:\/|out\s+of)\s*(?:100|one hundred|hundred)\b/i,
  /\b(?:10|ten)\s*(?:\/|out\s+of)\s*(?:10|ten)\b/i,
  /\b(?:5|five)\s*(?:\/|out\s+of)\s*(?:5|five)\b/i,
  /\bfull\s+marks\b/i,
  /\bperfect\s+(?:score|scorecard|rating)\b/i,
  /\b(?:give|award|assign|grant)\b[^.!?\n]{0,30}\b(?:full|maximum|max|perfect|top|highest|best)\s+(?:marks?|scores?|points|ratings?|grades?)\b/i,
  /\b(?:score|rate|grade|mark)\s+(?:it|this|me)\s+(?:a\s+)?\d/i,
  /\brat(?:e|ing)\s+[1-5]\b(?!\s*(?:%|percent|per\b|times|minutes|hours|days))/i,
  /\b(?:rate|score|mark|grade)\s+(?:me|this candidate|the candidate|my answers?|this answer)\b/i,
  /\b(?:rate|score|mark|grade)\s+(?:every|all|each)\s+(?:competenc(?:y|ies)|questions?|answers?)\b/i,
  /\bmark\s+this\s+answer\b/i,
  // addressing the machine
  // A greeting or note to the machine. A bare "to the model" is everyday speech ("I added the
  // status to the model", "to model the technique", "sent it to the reviewer"): only a salutation
  // ("Dear AI", "Note to the model:") or "to the AI/assessor" followed by a colon or comma counts.
  /\b(?:dear|hey|hi|hello|note to|message to|attention)\s+(?:the\s+)?(?:ai|assessor|evaluator|grader|reviewer|model|bot|llm|language model)\b/i,
  /\bto\s+(?:the\s+)?(?:ai|assessor|evaluator|grader|llm|ai model|language model|scoring model)\s*[:,]/i,
  /\b(?:ai|language|scoring|grading)\s+model\s*[:,]\s*(?:please\s+)?(?:rate|score|give|mark|ignore|award)\b/i,
  /\b(?:assessor|evaluator|grader)\s*[:,]/i,
  /\b(?:as the|you are the)\s+(?:ai|assessor|evaluator|grader)\b/i,
  /\b(?:scoring|assessment|grading|evaluation)\s+system\s+(?:should|must|will|shall)\b/i,
  /\bsystem\s+prompt\b/i,
  /(?:^|[.!?\n]\s*)system\s*:/i,
  /\byou are now\b/i,
  /\b(?:this|the)\s+candidate\b[^.!?\n]{0,40}\b(?:perfect(?:ly)?|excellent|best fit|highest|full marks|top score)\b/i,
  // the rubric itself named as a command or a verdict: "[Grader note] …", "matches the level 5
  // anchor", "set every competency to 5", "competency rating: 5"
  /\[\s*(?:assessor|ai|system|admin|grader|evaluator|reviewer|scoring|note to)\b[^\]]*\]/i,
  /\b(?:level|rating)\s*[1-5]\s+anchors?\b/i,
  /\b(?:note|message|instructions?)\s+(?:for|to)\s+(?:the\s+)?(?:assessment|scoring|grading|evaluation|ai)\s+(?:system|tool|engine)\b/i,
  /\b(?:assign|award)\s+(?:me\s+|it\s+|this\s+(?:answer\s+)?)?(?:a\s+)?(?:level|rating|score|grade)\s*(?:of\s+)?[1-5]\b/i,
  /\bsystem\s+override\b/i,
  /\bset\s+(?:the\s+|my\s+|this\s+|each\s+|every\s+|all\s+)?competenc(?:y|ies)\b/i,
  /\bcompetenc(?:y|ies)\s+(?:level|rating|score)s?\s*(?:to|of|at|=|:)\s*(?:[1-5]|five|four)\b/i,
  // asking to be hired instead of answering
  /\bhire\s+me\b/i,
  /\brecommend(?:ation)?\s*:?\s*hire\b/i,
  /\b(?:recommend|should)\b[^.!?\n]{0,20}\bhir(?:e|ing)\s+(?:me|this|the candidate|immediately)\b/i,
];

export function isInstruction(text: string): boolean {
  return INSTRUCTION_PATTERNS.some((pattern) => pattern.test(text));
}
