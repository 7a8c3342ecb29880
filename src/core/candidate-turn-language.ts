/**
 * General conversational English the turn classifier (candidate-turn.ts) reads: how candidates
 * ask to hear a question again, ask what something means, ask for time, say they have never done
 * something, speak to the machine, tell a concrete story or stay general. Nothing here names a
 * field, a job or a skill: what a turn is *about* comes from the plan and the posting only.
 * Patterns run on `normalizeTurn` text (lower case, contractions expanded, no punctuation but "?").
 */

const CONTRACTIONS: [RegExp, string][] = [
  [/\b(can ?t|cannot)\b/g, 'can not'],
  [/\bwon ?t\b/g, 'will not'],
  [/\bi ?m\b/g, 'i am'],
  [/\b(i|you|we|they) ?ve\b/g, '$1 have'],
  // Written without the apostrophe these are other words ("ill", "well", "wed", "were"): only with it.
  [/\b(i|you|we|they) ll\b/g, '$1 will'],
  [/\b(i|you|we|they) d\b/g, '$1 would'],
  [/\b(you|they) ?re\b/g, '$1 are'],
  [/\bwe re\b/g, 'we are'],
  [/\b(it|that|what|there|he|she) ?s\b/g, '$1 is'],
];

/** Lower case, typographic quotes straightened, contractions spelt out, punctuation gone except "?". */
export function normalizeTurn(text: string): string {
  let t = text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[^\p{L}\p{N}'?\s]/gu, ' ')
    .replace(/\?/g, ' ? ')
    .replace(/'/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "don t", "dont" → "do not"; only after quotes are gone, so both spellings meet.
  t = t.replace(/\b(do|does|did|have|has|had|is|are|was|were|could|would|should|must|need)n ?t\b/g, '$1 not');
  for (const [pattern, replacement] of CONTRACTIONS) t = t.replace(pattern, replacement);
  return t.replace(/\s+/g, ' ').trim();
}

/** Sounds and words that carry no content on their own. */
export const FILLERS = new Set(
  (
    'um umm uh uhh uhm erm er ah ahh eh hmm hm mm mmm mhm oh ok okay well so like yeah yes yep yup ' +
    'right sure alright hi hello hey sorry please thanks thank you know mean basically actually just'
  ).split(' '),
);

/** Function words and very general verbs: never evidence of a topic. */
export const STOP_WORDS = new Set(
  (
    'a an the and or but if of to in on at for with by from into onto about as is are was were be been being ' +
    'am do does did done doing have has had having will would shall should can could may might must not no ' +
    'i me my mine myself we us our ours you your yours he him his she her they them their it its this that ' +
    'these those there here what which who whom whose when where why how all any some each every both ' +
    'very really quite just also too so then than such only more most much many few lot lots ' +
    'get got make made take took give gave go went come came say said tell told ask asked know knew think ' +
    'thought want wanted need needed like liked use used thing things something anything everything stuff ' +
    'time times way ways one two kind sort good great well okay yes yeah because while after before again ' +
    'describe example question answer please thank thanks sorry would could situation give tell ' +
    'day days week weeks month months year years today people person everyone someone long little big small ' +
    'new old first last next other another same different able sure'
  ).split(' '),
);

/** Asks to hear the question again. */
export const REPEAT =
  /\b(repeat|say (that|it|this|the question) again|(ask|read|tell) (me )?(that|it|the question) again|(once|one more time) again|again please|come again|pardon|didn i? ?not (hear|catch|get)|(did|could|can) not (quite )?(hear|catch)|not (hear|catch) (that|it|you|the question|what you said)|missed (that|it|the question|what you said)|what (was|is) the question( again)?|what did you (say|ask)|(once|one) more time|say again|go over (it|the question|that) again|hear (it|that|the question) again|a bit slower|more slowly|speak (slower|louder)|you cut out|(sound|audio|connection) (was|is) (bad|not good|breaking))\b/;

/** Asks what the question or a word in it means, or what is being asked. */
export const CLARIFY =
  /\b(what (do|does|did) (you|it|that|this|the question|the word) mean|what (is|are) (meant|the meaning)|mean by|meaning of|what does (\w+ ){1,4}mean|what (is|are) (an? )?\w+( \w+)? \?|what is that\b.*\?|not (sure|clear|understand) what you (mean|are asking|want)|what (are you|exactly are you|you are) asking|^what (is|are) (an? |the )?\w+( \w+)?( \?)?$|((can|could|would|will) you (please )?|^(please )?|please )(explain|rephrase|clarify|simplify|put)( it| that| the question| what you mean| this)?|say it (another|a different|in a simpler|more simply|in simpler)|in (other|simple|simpler|easier) words|(another|different|simpler) way|more simply|do you mean|you mean (like|a|the|if)|what kind of (\w+ )?(do you|are you) (mean|looking|want)|which (one|kind|type) do you mean|is it (about|asking)|what should i (talk|say) about|what exactly)(?!\w)/;

/** Asks for a moment, or says they are nervous. */
export const TIME_OR_NERVES =
  /\b(nervous|anxious|anxiety|stressed|panic|shaking|mind (went|is|goes|just went) blank|blank|(a|one) (moment|second|sec|minute|min)|moment to think|some time|little time|more time|a bit of time|time to think|think (about it )?(first|for a (moment|second|bit|minute))|let me think|need to think|can i think|let me (see|remember|collect)|collect my thoughts|gather my thoughts|hold on|give me (a|one|some)|bear with me|wait|not ready|scared|frightened|heart is (racing|beating))\b/;

/** Speaks to the machine: instructions, its prompt, a score or the outcome, whether it is a bot. Always, at any length. */
export const AI_INJECTION =
  /\b(ignore (all |any |the |your |my )?(previous |prior |above |earlier )?(instructions?|rules|prompt)|disregard|forget (all |your |the |previous )+(instructions?|rules|prompt)|system prompt|your (prompt|instructions|rules|programming|guidelines|configuration)|(developer|admin|god|debug) mode|jailbreak|you are now|act as (if|a|an)|pretend (to be|you)|new instructions?|(give|award|assign|rate) (me|this|my answer|this answer) (a |an |the )?(\d+|full|maximum|max|top|perfect|high|highest|five|ten|score|rating|marks|points|stars)|(full|maximum|max|top|perfect|highest) (score|marks|rating|points)|mark (me|this|my answer) (as )?(correct|excellent|strong|pass|perfect|hired)|(tell|say) (me )?(that )?i (got|have got|passed|get) (the job|it|hired|selected)|(tell|say) (me )?(that )?i am (hired|selected|accepted|the best)|recommend (me|hiring me)|(score|rate|grade|mark) (me|this|this \w+|my \w+) (very )?(high|well|highly|top|5|10|five|ten)|you (should|must|have to) (rate|score|give|pass|hire|mark|select|choose) (me|this|my)|note to the (ai|assessor|system|model|reviewer)|(assessor|evaluator|grader|model|ai|system) (should|must|will) (give|rate|score|mark|pass)|(the )?candidate (has )?(passed|is hired|is the best|should be hired|gets the job|got the job))\b/;

/** Questions to the interviewer about itself or about how they are doing. Only when the turn is mostly that. */
export const AI_QUESTION =
  /\b(are you (a |an )?(bot|robot|ai|real|human|person|machine|computer|program|chat ?gpt|recording|artificial)|is this (a |an )?(bot|robot|ai|real person|human|machine|computer|automated|recording)|am i (talking|speaking) (to|with)|(who|what) (are you|made you|built you|created you)|chat ?gpt|openai|language model|artificial intelligence|how (am i|did i) do(ing)?|did i (pass|do well|do ok|do good|get (it|the job))|will i get (the job|hired|it)|(what is|what was|tell me) my (score|rating|result|grade|mark)|what (score|rating|mark) (do|did|will) (i|you)|am i (hired|selected|getting the job)|(can|could|will) you (hire|pass|choose|select) me|how do you (work|decide|score|rate|judge)|(will|can|could|would) you (tell|let) (them|the \w+) (that )?i|(what|which) (instructions|rules|prompt|prompts) (were you|have you|did you|do you)|were you (told|given|programmed|instructed|trained)|your (score|scoring|rating|evaluation|opinion of me))\b/;

/** Says they have not done it / have no such experience. Read near the start of the turn. */
export const NEVER_DONE =
  /^(honestly |to be honest |unfortunately |actually |well |um |uh |sorry |no )*(no\b|nope|nah|never|not really|not yet|not that i (can )?(remember|recall|know)|no i have not|i (have|had|do|did) not|i (have )?never|i am not (sure|able) (that )?i (have|ever)|i can not (say|think|remember|recall)|i am afraid (i have not|not|no)|i not|i no|me never|no experience|we (have )?never|we (have|did) not|this (has )?never|that (has )?never|it (has )?never|i (do|did) not (have|had|get|got) (the|any|an|a|that|this|much|such|real)|i (have|had) no|there (was|has been|is) (never|no)|that is not something i|not something i have|i do not think i (have|ever))/;

/** A specific situation: a one-off moment, a time or a place. */
export const SITUATION =
  /\b(once|one (time|day|night|morning|evening|afternoon|week|shift|weekend|summer|winter)|last (week|month|year|summer|winter|spring|autumn|fall|time|job|role|position|company|night|christmas)|(a|two|three|few|couple of|some) (days|weeks|months|years) ago|yesterday|recently|there (was|were) (a|an|this|one|two|some)|we (had|got) (a|an|this|one) \w+ (who|that|which|with)|i remember (a|one|when|the)|when i (was|worked|started|had)|at my (last|previous|old|first|current|former) (job|work|company|place|role|position|workplace|employer)|in my (last|previous|old|first|current|former) (job|role|position|company|workplace)|in (19|20)\d\d|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|a (customer|client|colleague|coworker|manager|guest|visitor|person|man|woman|lady|gentleman|kid|child|boy|girl|family|student) (came|called|was|had|got|asked|wanted|complained)|for example (when|last|once|one|at|in|a))\b/;

/** Something the candidate themselves did, told as a past event (also simple "then I call…" narration). */
export const OWN_ACTION =
  /\b(i|so i|then i|and i)( then| just| also| quickly| first| immediately| personally| myself| finally)? (\w+ed|told|went|took|made|gave|found|spoke|saw|got|had|did|said|thought|kept|left|felt|met|ran|brought|bought|sent|put|set|let|wrote|read|taught|led|built|chose|began|came|stood|sat|won|paid|held|heard|understood|caught|drove|sold|spent|stuck|dealt|sought|drew|shut|cut|fed|hid|hung|lit|meant|rang|rode|rose|shook|showed|slept|split|spread|swept|threw|tore|woke|wore|knew|became|fixed|was able|had to|managed|decided|made sure|started)\b|\b(then|first|so) i (?!(am|was|have|think|guess|would|will|can|could|do|not|really|like|love|want|feel|hope|mean|know|believe)\b)\w+/;

/** What came of it. */
export const RESULT =
  /\b(in the end|at the end|as a result|finally|eventually|afterwards|after that|ended up|end result|the result|the outcome|it worked|that worked|which (meant|led|helped|saved|made)|so (he|she|they|it|the|we) (was|were|got|felt|calmed|stopped|left|agreed|thanked|came|could|did|became)|(was|were) (happy|pleased|satisfied|grateful|relieved|calm|calmer|fine|resolved|fixed|solved|sorted)|thanked|calmed down|solved|resolved|fixed|(it|that|this|they|problem|issue) (stopped|went away|improved|got better|was fixed|was solved|was resolved)|\w+ stopped|went well|on time|saved|sorted (it|out)|never happened again|did not happen again|learned|learnt|\d+ ?(percent|%))\b/;

/** Habits, hypotheticals and self-description instead of an event. */
export const GENERAL =
  /\b(usually|always|normally|generally|typically|often|sometimes|in general|most of the time|every time|i would|we would|i will|i try|i always|we always|we usually|we just|i am (a|an|very|good|quite|really|always|the kind)|i think i am|i believe i am|i can (do|handle|manage)|it depends|depends on|whatever|and so on|and stuff|or something|things like that|stuff like that|i do my best|do my best|best i can|hard working|hardworking|people person|team player)\b/;

/** The question asks for a past event (a behavioural question): the answer is read for situation, own action and result. */
export const ASKS_FOR_EVENT =
  /\b(tell (me|us) about a|tell (me|us) about the time|describe (a|an|the|one) (\w+ )?(time|situation|moment|case|day|occasion|project|mistake|problem|conflict|challenge|incident|instance|experience|example)|(give|share) (me |us )?(an |a )?(example|experience|situation|instance)|an example of|have you ever|a time (when|you|where)|time when you|when (did|have) you|what did you do|walk (me|us) through a|talk (me|us) through a|recall a|think of a (time|situation)|describe an? (occasion|incident|instance|experience)|the last time you)\b/;

/** Words that make a turn a question put to the interviewer. */
export const QUESTION_BACK =
  /(\?\s*$)|^(can|could|may) (i|you|we) (ask|know|tell|talk)|^(what|when|where|how|why|who|which|is|are|do|does|will|can|could) (is|are|the|you|your|i|we|there|this|it)\b/;

/** Words of working life in general (any job): a story that uses none of the topic's words is still about work when it has these. */
export const WORKPLACE =
  /\b(work|worked|working|job|jobs|shift|shifts|customer|customers|client|clients|colleague|colleagues|coworker|coworkers|co worker|manager|managers|boss|supervisor|team|teammate|staff|company|office|employer|project|projects|task|tasks|deadline|deadlines|workplace|complaint|complaints|service|duty|role|position)\b/;

/** Describing how one usually works (a general answer, even in other words than the question's). */
export const HABIT =
  /\b(usually|always|normally|generally|typically|often|i try|we just|it depends|depends on|do my best|you (just )?(have to|need to|must|should)|i guess|i suppose|maybe|probably)\b/;

/** Chat role labels typed into an answer ("system: …", "assistant: …"): written to the machine. */
export const ROLE_LABEL = /(^|[\n.!?]\s*)(system|assistant|developer|admin)\s*:/i;

/** Sounds and hedges a turn may open with before what it says ("hmm, no, I haven't…"). */
export const OPENING_FILLERS =
  /^((um+|uh+|uhm|erm|er|ah+|eh|hmm+|hm|mm+|oh|ok|okay|well|so|yeah|right|sorry|honestly|actually|to be honest|unfortunately)\s+)+/;

/** A turn made only of these words is the candidate not having heard ("huh? what?", "sorry, come again?"). */
export const DID_NOT_HEAR_WORDS = new Set('what pardon sorry huh again repeat come eh excuse me'.split(' '));

/** Does not understand (weaker than asking what something means: "could you repeat, I did not understand" is a repeat). */
export const NOT_UNDERSTOOD =
  /\b(do not|did not|can not) (understand|get|follow)|not understand|no understand|confused by the question\b/;

/** Asks to skip the question or move on without answering. */
export const SKIP = /\b(skip|pass|next question|move on|go to the next|another question)\b/;
