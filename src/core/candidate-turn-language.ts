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
  [/\b(nothing|everything|something|nobody|everyone|someone|somebody|this|here|who|where|how|which) s\b/g, '$1 is'],
];

/** Chat and phonetic spellings of common words ("wat", "u", "pls"), as typed or transcribed. */
const SPOKEN_SPELLINGS: [RegExp, string][] = [
  [/\b(wat|wot|wut|whut)\b/g, 'what'],
  [/\bu\b/g, 'you'],
  [/\bur\b/g, 'your'],
  [/\b(pls|plz|plse)\b/g, 'please'],
  [/\b(dunno|dno)\b/g, 'do not know'],
];

/** Lower case, typographic quotes straightened, contractions spelt out, punctuation gone except "?". */
export function normalizeTurn(text: string): string {
  let t = text
    .toLowerCase()
    // A transcriber's notes ("[inaudible]", "[no speech detected]") are not the candidate's words.
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[^\p{L}\p{N}'?\s]/gu, ' ')
    .replace(/\?/g, ' ? ')
    .replace(/'/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "don t", "dont" → "do not"; only after quotes are gone, so both spellings meet.
  t = t.replace(/\b(do|does|did|have|has|had|is|are|was|were|could|would|should|must|need)n ?t\b/g, '$1 not');
  for (const [pattern, replacement] of CONTRACTIONS) t = t.replace(pattern, replacement);
  for (const [pattern, replacement] of SPOKEN_SPELLINGS) t = t.replace(pattern, replacement);
  return t.replace(/\s+/g, ' ').trim();
}

/** Sounds and words that carry no content on their own. */
export const FILLERS = new Set(
  (
    'um umm uh uhh uhm erm ehm er ah ahh eh hmm hm mm mmm mhm oh ok okay well so like yeah yes yep yup ' +
    'right sure alright hi hello hey sorry please thanks thank you know mean basically actually just ' +
    // Address words ("sorry mate, what was that"): no content either.
    'mate sir madam maam buddy pal dude bro'
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
  /\b(repeat|say (that|it|this|the question) again|(ask|read|tell) (me )?(that|it|the question) again|(once|one more time) again|again please|come again|pardon|didn i? ?not (hear|catch|get)|(did|could|can) not (quite )?(hear|catch)|not (hear|catch) (that|it|you|the question|what you said)|missed (the (\w+ )?(bit|part|half|start|end|beginning) of )?(that|it|the question|what you (said|asked))|(did not|could not|can not) (quite )?(hear|catch) the (\w+ )?(bit|part|half|start|end|beginning)|what (was|is) the question( again)?|(which|what) question (is|was) (this|it|that)( again| now)?|^(sorry |um |uh )*what (was|did you say) (it|that)( again)?(?=( \?)?$)|what (was|did you say) (it|that)( again)?(?= \?$)|what (was|did you say) (in )?(that|the) (last|first) (bit|part|word|question)|what did you (say|ask)|(once|one) more time|say again|(read|say|ask|go through|go over) (\w+ ){0,3}again|(ask|read) (me )?(it |that |the question )?again|(connection|line|signal|internet|wifi|sound|audio|video) (dropped|cut out|froze|went off|broke up)|go over (it|the question|that) again|hear (it|that|the question) again|a bit slower|more slowly|speak (slower|louder|up)|(a bit|a little|bit) (louder|slower)|(can|could|would) you (please )?(type|write|show) (me )?(the question|it|that)( down| out| on (the )?screen)?|you cut out|you (broke up|were breaking up|are breaking up|froze|went quiet|dropped out)|(i )?lost you|can not hear you( properly| well)?|(sound|audio|connection|line|signal|internet|wifi) (was|is|went|cut|dropped) (bad|not good|breaking|poor|weak|out|off)|once more)\b/;

/** Asks what the question or a word in it means, or what is being asked. */
export const CLARIFY =
  /\b(when you say|what (do|does|did) (you|it|that|this|the question|the word) mean|what (is|are) (meant|the meaning)|mean by|meaning of|what does (\w+ ){1,4}mean|(does|do|must|should|can|could|may) (it|this|that|the example|the answer|the story|my example|my answer|the situation) (have to |need to |has to |need )?(be|come) (from|about|in|at|related|only|a|an)\b|(does|do|must|should) (it|this|that|the example|the answer|the story|my example|my answer|the situation) (have to|need to|has to) be\b|(can|could|may) i (use|talk about|pick|choose|give|take) (an? |one )?(example|story|situation|something|one) (from|about|outside|in)\b|what is that\b.*\?|not (sure|clear|understand) what you (mean|are asking|want)|what (are you|exactly are you|you are) asking|((can|could|would|will) you (please )?|^(please )?|please )(explain|rephrase|clarify|simplify|put)( it| that| the question| what you mean| this)?|say it (another|a different|in a simpler|more simply|in simpler)|in (other|simple|simpler|easier) words|(another|different|simpler) way|more simply|do you mean|you mean (like|a|an|the|if|when|that|for|in|with|about|as)|what kind of (\w+ )?(do you|are you) (mean|looking|want)|(does|would|will|do) (that|it|this|the question) (include|cover|apply to)|which (one|kind|type) do you mean|is it (about|asking)|what should i (talk|say) about|what exactly)(?!\w)/;

/**
 * "What is a reconciliation?", "sorry what is a visitor here": what a term means. A request to
 * clarify only when the term is a word of the question or its competency;
 * "what are the shift times?" asks about the job instead.
 */
export const WHAT_IS =
  /(?:^(?:sorry |um |uh |so |and |ok |okay )*what (?:is|are) (?:an? |the )?(\w+(?: \w+)?)(?: here| in this case| exactly| then)?(?: \?)?$)|(?:\bwhat (?:is|are) (?:an? )?(\w+(?: \w+)?) \?)/;

/** Asks for a moment, or says they are nervous. */
export const TIME_OR_NERVES =
  /\b(nervous|anxious|anxiety|stressed|panic|shaking|terrified|petrified|mind (went|is|goes|just went) blank|blank|blanking|(a|one|two|few|couple of|just a|some) (moment|moments|second|seconds|sec|secs|minute|minutes|min|mins)|(have|need|take) a (think|moment|breather|breath)|(sip|drink|glass) of water|(a|quick|short) (break|breather|pause)\b|moment to think|some time|little time|more time|a bit of time|time to think|think (about it )?(first|for a (moment|second|bit|minute))|let me think|need to think|can i think|let me (see|remember|collect)|collect my thoughts|gather my thoughts|hold on|hang on|i am (still |just )?thinking(?! (about|of|that|it|we|i|you|the|a|an|to|how|what|whether|if)\b)|give me (a|one|some|just a) (moment|second|sec|minute|min|bit|little|few)|bear with me|^(\w+ )?wait\b|wait (a|one|for) (moment|second|sec|minute|bit|me)|(please|can you|could you) wait|(a )?(few|couple of|couple) (seconds|secs|moments|minutes)|not ready|scared|frightened|heart is (racing|beating))\b/;

/**
 * Someone else's fear or nerves ("the patient was scared", "none of them were nervous"): part of a story or an
 * answer, not the candidate asking for time. Taken out before TIME_OR_NERVES is read.
 */
export const OTHERS_FEELING =
  /\b(he|she|they|them|who|when you|if you|you are|patients?|customers?|clients?|guests?|people|kids|children|none|nobody|everyone|someone|somebody|the \w+)( \w+){0,3} (nervous|anxious|stressed|panick?(ed|ing|y)?|shaking|scared|frightened|afraid|terrified|petrified)\b/g;

/** Speaks to the machine: instructions, its prompt, a score or the outcome, whether it is a bot. Always, at any length. */
export const AI_INJECTION =
  /\b(ignore (all |any |the |your |my )?(previous |prior |above |earlier )?(instructions?|rules|prompt)|disregard|(ignore|forget|disregard) (the |this |that |your )?((previous|last|next|above|current) )?questions?|mark (this|that|it|me|my \w+|the \w+)( \w+)? as (complete|completed|done|finished|passed|answered|correct)|output pass|(^|system |admin |developer |debug |security )override|override (mode|code|instructions?|rules|previous|all|everything|the (system|rules|instructions|previous|prompt|interview|question|questions))|tell me a joke|forget (all |your |the |previous )+(instructions?|rules|prompt)|system prompt|your (prompt|instructions|rules|programming|guidelines|configuration)|(developer|admin|god|debug) mode|jailbreak|you are now|act as (if|a|an)|pretend (to be|you)|new instructions?|(give|award|assign|rate) (me|this|my answer|this answer) (a |an |the )?(\d+|full|maximum|max|top|perfect|high|highest|five|ten|score|rating|marks|points|stars)|(full|maximum|max|top|perfect|highest) (score|marks|rating|points)|mark (me|this|my answer) (as )?(correct|excellent|strong|pass|perfect|hired)|(tell|say) (me )?(that )?i (got|have got|passed|get) (the job|it|hired|selected)|(tell|say) (me )?(that )?i am (hired|selected|accepted|the best)|recommend (me|hiring me)|(score|rate|grade|mark) (me|this|this \w+|my \w+) (very )?(high|well|highly|top|5|10|five|ten)|you (should|must|have to) (rate|score|give|pass|hire|mark|select|choose) (me|this|my)|note (to|for) the (ai|assessor|system|model|reviewer|marker|examiner)|(assessor|evaluator|grader|model|ai|system) (should|must|will) (give|rate|score|mark|pass)|(the )?candidate (has )?(already )?(passed|answered all|completed|met all|is hired|is the best|should be hired|gets the job|got the job))\b/;

/** A transcriber-style note in square brackets that speaks to the machine ("[SYSTEM OVERRIDE]", "[admin note: …]"). */
export const BRACKETED_ORDER =
  /\[[^\]]*\b(system|override|admin|instruction|instructions|prompt|assistant|developer)\b[^\]]*\]/i;

/** Questions to the interviewer about itself or about how they are doing. Only when the turn is mostly that. */
export const AI_QUESTION =
  /\b(are you (a |an )?(bot|robot|ai|real|human|person|machine|computer|program|chat ?gpt|recording|artificial)|is this (a |an )?(bot|robot|ai|real person|human|machine|computer|automated|recording)|(is|are) (this|you|it) (a |an )?(actual|real) (person|human)|(ai|bot|robot|computer) things?|is it (just )?(the |a |an )?(computer|ai|machine|bot|robot|program) (deciding|that decides|marking|scoring|judging|listening)|am i (talking|speaking) (to|with)|(who|what) (are you|made you|built you|created you)|chat ?gpt|openai|language model|artificial intelligence|how (am i|did i) do(ing)?|did i (pass|do well|do ok|do good|get (it|the job))|(if|whether) i (have )?(passed|pass|got (it|the job|through)|did (well|ok|okay|good|alright)|am (doing (well|ok|okay|alright|good)|passing|getting (it|the job|through)|hired))|have i (passed|got (it|the job)|done (well|ok|okay|enough))|will i get (the job|hired|it)|(what is|what was|tell me) my (score|rating|result|grade|mark)|\bmy (score|scores|rating|grade|marks|points)\b|(am i|i am) (doing|scoring) (well|ok|okay|good|badly|alright)|(do|would) you want (me )?to (say|hear)|^(just |please |so |and |then )*(tell|let) (them|the (hiring )?(manager|recruiter|employer|boss|company|team|panel))|what (score|rating|mark|grade|result|points) (do|did|will|would|have|am|are) (i|you)|(which|what) (ai |language )?(model|version|llm|engine)|(which|what) (ai|bot|model|assistant|chatbot|system) (are|is) (you|this)|model are you|\b(llm|gpt|claude|gemini|llama)\b|rubric|(the|your) (criteria|marking scheme|mark scheme|scoring (guide|system|criteria)|assessment criteria)|who (will|is going to|gets to|can|does) (see|watch|review|read|hear|listen to|look at|check)|is this (being )?(recorded|watched|saved)|(will|does|do|can|would) (a |any |the )?(human|real person|person|people|someone|anyone|manager|recruiter|employer|hiring manager) (watch|see|review|read|check|listen to|look at|hear)|(give|grant) me (a |an |the )?(pass|job|yes)|am i (hired|selected|getting the job)|(can|could|will) you (hire|pass|choose|select) me|how (do|are|will|did) you (work|decid\w*|scor\w*|rat\w*|judg\w*|mark\w*|grad\w*|assess\w*|evaluat\w*)|(how|what) (is|are) (this|the|my|these) (interview |answers? )?(scored|marked|rated|graded|judged|assessed|evaluated)|do you (decide|choose|pick|select|make the decision)|who (decides|chooses|picks) (who|if|whether)|(what|how) (did|do) you (think|feel) (of|about) (my|that|this|the)( last| previous| first)? (answer|response)|(what|which|how) (is|would|was|does|should) (be )?(the |an? )?(ideal|right|correct|perfect|model|best|good|strong) answer|(ideal|model) answer|what (a|the) (good|ideal|right|correct|perfect|model|best|strong) answer|who (is|will be|will|does) (marking|scoring|judging|grading|assessing|mark|score|judge|grade|assess) (this|it|me|my)\b|^(just |please |so |and |then |can you |could you )*(tell|let|inform) (the \w+|your \w+|them|him|her|whoever( \w+)?)( know)? (that )?i (am|have|would|will|should|deserve)\b|(how many|how much|what) (points|marks|score)\b|(is|are|will|would|does|do) (a |an |any |the )?(actual |real )?\w+( \w+)? (going to |gonna )?(watch|see|review|listen to|hear|read|look at|check) (this|it|me|the recording|my answers?)\b|(give|tell) me (a |an |some )?(hint|clue|tip|hints|clues|tips)\b|(what|which) answer (are you|do you|you are|you) (looking for|want|expect|expecting)|(which|what) answer (gets|will get|gives|scores|is (the )?(best|right|correct))|how many (more )?questions|how (long|much time) (have i|do i have|i have|is) (got )?left|(are|is) my (answers?|responses?|words?) (being )?(saved|stored|kept|recorded)|questions (are )?(left|coming|next)|what (is|are) the next question|(tell|say to) me (what|the answer|which answer) (you want|to say|i should|is right|is correct|is best|would be)|what you want (me )?to (say|hear)|are you (going to|gonna) (give|score|mark|rate|pass|hire|recommend)|give me (a |an )?(good|high|top|great|better|full|perfect|the best) (score|mark|marks|rating|grade|points)|((can|could|will|would) you (please |just )*|^(please |just )+|please )(tell|let|inform|convince) (the )?(hiring )?(manager|managers|recruiter|employer|boss|company|hr|team|panel|interviewers?|them|whoever)|(mark|rate|score|grade|count) (me|this|that|this answer|that answer|my answer|my response|this one) (down )?(as )?(a |an )?(good|great|correct|right|pass|passed|strong|excellent|high|top|full)|(pass|put|push|send|move) me (through|forward|on|up)( to the next \w+)?|(what|which) (instructions|rules|prompt|prompts) (were you|have you|did you|do you)|were you (told|given|programmed|instructed|trained)|your (score|scoring|rating|evaluation|opinion of me))\b/;

/**
 * The candidate's background rather than an occasion: how they came to the work, jobs held before, for how long,
 * family who did it ("I used to be on reception", "I was a barista for two years", "that is what got me into it",
 * "my granddad had a workshop"). Talk of this kind that tells no occasion of the asked situation is off-topic.
 */
export const BACKGROUND =
  /\b((?<!(am|is|are|was|were|be|been|get|got|getting) )used to \w+|i was (an? |on |in |at )\w+|i have (always )?(done|worked|been) (a bit of|some|in|as|at|on)|before (that|this)|got (me )?into|(made|makes) me (want|choose|decide|love)|why i (want|chose|applied|got)|(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|a few|many|several) years (of|as|in|at)?|i have always (loved|liked|enjoyed|wanted|done|been (in|into|around|working|doing|interested|drawn))|i (love|enjoy|like) (working|work|being|doing|dealing|helping)|my (granddad|grandad|grandpa|grandfather|nan|nana|gran|granny|grandma|grandmother|dad|father|mum|mom|mother|parents|uncle|aunt|brother|sister|family)|i am (training|studying|doing a|learning)|i grew up)\b/;

/**
 * The speaker's path through study and work, as anyone tells it: courses, degrees, qualifications and levels, how they
 * started out or moved into a line of work, jobs held for a stretch of years, since when ("since I was four"). A clause
 * of this kind tells where they come from, not an occasion of the asked situation.
 */
export const LIFE_PATH =
  /\b(college|university|uni|degree|diploma|course|courses|qualifications?|qualified|apprenticeship|level \d|foundation (year|course|degree)|studied|graduated|trained (as|to be)|my background|background (is|was) in|started out|starting out|moved (sideways |over |across )?(into|over to)|switched (over )?to|went (in)?to (work|college|university|uni)|went to work (for|at|in|as|with)|since i was|(for|spent) (a few|a couple of|several|many|\d+|two|three|four|five|six|seven|eight|nine|ten) (years|months)|(a|one) year (in|at|abroad|out|off)|gap year|career|licen[cs]e|certificate|certified|(\d+|two|three|four|five|six|seven|eight|nine|ten|a few|many|several) years (of|as)\b)\b/;

/** Says they have not done it / have no such experience. Read near the start of the turn. */
export const NEVER_DONE =
  /^(honestly |to be honest |unfortunately |actually |well |um |uh |sorry |no |thankfully |luckily |fortunately |happily |touch wood |knock on wood )*(no\b|nope|nah|never|not really|(not|nothing) (\w+ ){1,2}no\b|(nobody|no one|none of (them|my \w+|the \w+)) (has |have |had |was |were |did |is )?(ever|really)\b|(i|we) (have )?(been|was|were) (very |really |quite |pretty )?(lucky|fortunate)\b|not yet|not (as such|personally|so far|once|ever|in my)\b|(can not|could not) (say|think of|remember|recall)\b|(it|that|this|things|everything) (has|have|is|are) always (been|gone) (\w+ )?(fine|ok|okay|good|smooth|smoothly|quiet|well|safe|alright)|(this|that|it) (has|did|does|had) not (happened|happen|come up|come)\b|(have|has|had) not\b|(did|do|does) not (have|get|need|do|come|happen|see|deal|work|use)\b|not that i (can )?(remember|recall|know)|no i have not|i (have|had|do|did) not|i (have )?never|i (have )?only (ever )?(worked|done|had|been|dealt|seen)\b|i am not (sure|able) (that )?i (have|ever)|i can not (say|think|remember|recall)|i am afraid (i have not|not|no)|i not|i no|me never|no experience|we (have )?never|we (have|did) not|(this|that|it) (has |is |was |were )?never|nothing( \w+){0,3} (has |is |was |had )?(ever )?(really )?(gone|went|happened|come up|came up)\b|i (do|did) not (have|had|get|got) (the|any|an|a|that|this|much|such|real)|i (have|had) no|there (was|has been|is) (never|no)|that is not something i|not something i have|i do not think i (have|ever))/;

/** A sentence that opens as a story does ("Once…", "One time…", "There was…"): the start of an event of one's own. */
export const STORY_OPENER =
  /(^|[.!?]\s+)((so|well|um|uh|yeah|ok|okay|right),?\s+)*(once|one (time|day|night|morning|evening|afternoon|week|shift)|there (was|were))\b/i;

/** A specific situation: a one-off moment, a time or a place. */
export const SITUATION =
  /\b(once(?! (a|an|per|every) (day|week|month|year|fortnight|shift|night|morning|quarter|while|term)\b)(?= (i|we|a|an|the|there|when|while|at|in|on|during|last|this|that|my|our|he|she|they|it|after|before|me|you|one)\b)|one (time|day|night|morning|evening|afternoon|week|shift|weekend|summer|winter)|last (week|month|year|summer|winter|spring|autumn|fall|time|job|role|position|company|night|christmas|term|semester|season|shift|weekend)|(a|two|three|few|couple of|some) (days|weeks|months|years) ago|yesterday|recently|there (was|were) (a|an|this|one|two|some)|we (had|got) (a|an|this|one) \w+ (who|that|which|with)|i remember (a|one|when|the)|when i (was|worked|started|had)|at my (last|previous|old|first|current|former) (job|work|company|place|role|position|workplace|employer)|in my (last|previous|old|first|current|former) (job|role|position|company|workplace)|in (19|20)\d\d|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?! (evenings|mornings|nights|afternoons))|a (customer|client|colleague|coworker|manager|guest|visitor|person|man|woman|lady|gentleman|kid|child|boy|girl|family|student) (came|called|was|had|got|asked|wanted|complained)|for example (when|last|once|one|at|in|a)|(this|that|one|the other|the next|next|the following) (day|night|morning|evening|afternoon|week|shift|weekend|time)|after (\d+|a|an|two|three|four|five|a few|a couple of) (minutes|hours|days|weeks)|(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (o clock|am|pm)|one (\w+ )?(lady|man|woman|gentleman|guy|girl|boy|customer|client|patient|resident|guest|family|colleague|visitor))\b/;

/** Past forms that name a state of mind or a habit, not something done ("I wanted", "I used to", "I felt"). */
export const STATIVE_PAST =
  'wanted|liked|loved|hoped|wished|enjoyed|preferred|seemed|used|believed|hated|owned|belonged|cared|imagined|supposed|guessed|dreamed|dreamt|needed|knew|felt|thought|meant|understood|grew|was|were|had'.split(
    '|',
  );
/** Words ending in -ed that are no past form ("I need", "we feed"). */
const NOT_PAST = 'need|feed|bleed|speed|proceed|succeed|exceed|breed|shed|embed|seed|heed';
const STATIVE = `${STATIVE_PAST.join('|')}|${NOT_PAST}`;

/** Irregular past forms of verbs of doing (regular ones end in -ed). */
export const IRREGULAR_PAST =
  'told|went|took|made|gave|found|spoke|saw|got|did|said|kept|left|met|ran|brought|bought|sent|put|set|let|wrote|read|taught|led|built|rebuilt|rewrote|remade|chose|began|came|stood|sat|won|paid|held|heard|caught|drove|sold|spent|stuck|dealt|sought|drew|shut|cut|fed|hid|hung|lit|rang|rode|rose|shook|showed|slept|split|spread|swept|threw|tore|woke|wore|became|fixed'.split(
    '|',
  );

/** A past form of a verb of doing: regular -ed (not a state of mind) or irregular. */
export const DOING_PAST = new RegExp(`^(?!(${STATIVE})$)(\\w+ed|${IRREGULAR_PAST.join('|')})$`);

/**
 * Irregular forms that are the same in the present and the past ("I read everything line by line", "I put it back"):
 * past only when something else in the turn sets it in the past.
 */
export const SAME_IN_PRESENT = 'put|set|let|read|cut|shut|spread|split|hit|quit|cost|hurt'.split('|');

const ownAction = (forms: string[]) =>
  new RegExp(
    `\\b(i|so i|then i|and i)( then| just| also| quickly| first| immediately| personally| myself| finally)? ((?!(${STATIVE})\\b)\\w+ed|${forms.join('|')}|had to|was able|managed|decided|made sure|started)\\b`,
  );
/** Something the candidate themselves did, told as a past event. */
export const OWN_ACTION = ownAction(IRREGULAR_PAST);
/** The same, without the forms that read as present too: a sure past action of one's own. */
export const OWN_PAST_ACTION = ownAction(IRREGULAR_PAST.filter((form) => !SAME_IN_PRESENT.includes(form)));
/** Words that set a turn in the past, besides a past action of one's own ("it was", "we had", "ago"). */
export const PAST_MARKER = /\b(was|were|had|did|ago|yesterday)\b/;

/** A step told in the present ("then I call…", "first I check…"): simple narration of the speaker's action. */
export const NARRATED_STEP = new RegExp(
  `\\b(then|first|so) i (just |also |then |quickly )?(?!(am|was|have|think|guess|would|will|can|could|do|not|really|like|love|want|feel|hope|mean|know|believe|try|tend|always|usually|normally|generally|never|often|sometimes|still|just|also|${STATIVE})\\b)\\w+`,
);

/** What came of it. */
export const RESULT =
  /\b(in the end|at the end|as a result|finally|eventually|afterwards|after that|ended up|end result|the result|the outcome|it worked|that worked|which (meant|led|helped|saved|made)|so (he|she|they|it|the|we) (was|were|got|felt|calmed|stopped|left|agreed|thanked|came|could|did|became)|(was|were) (happy|pleased|satisfied|grateful|relieved|calm|calmer|fine|resolved|fixed|solved|sorted)|thanked|calmed down|solved|resolved|fixed|(it|that|this|they|things|everything|problem|issue) (stopped|went away|improved|got better|was fixed|was solved|was resolved)|\w+ stopped|went well|on time|saved|sorted (it|out)|never happened again|did not happen again|learned|learnt|\d+ ?(percent|%))\b/;

/** Habits, hypotheticals and self-description instead of an event. */
export const GENERAL =
  /\b(usually|always|normally|generally|typically|often|sometimes|in general|most of the time|every time|i would|we would|i will|i (just |really |always |also )?try|i always|we always|we usually|we just|i am (a|an|very|good|quite|really|always|the kind)|i am (\w+ly )?\w+(ful|ous|ive|ent|ant|able|ible|ised|ized)\b|i am (calm|honest|quick|fast|neat|tidy|kind|friendly|strong|flexible|punctual|careful|organised|organized)\b|i think i am|i believe i am|i can (do|handle|manage)|it depends|depends on|whatever|and so on|and stuff|or something|things like that|stuff like that|i do my best|do my best|best i can|hard working|hardworking|people person|team player|(is|are) (really |very |so |always |the most |the )?(important|essential|vital|crucial|key|the key|everything|important thing|key thing|main thing)|in any (job|role|work))\b|^(just |always |so )?(be|take|make sure|stay|keep|try to|never) \w+/;

/** The question asks for a past event (a behavioural question): the answer is read for situation, own action and result. */
export const ASKS_FOR_EVENT =
  /\b(tell (me|us) about a|tell (me|us) about the time|describe (a|an|the|one) (\w+ )?(time|situation|moment|case|day|occasion|project|mistake|problem|conflict|challenge|incident|instance|experience|example)|(give|share) (me |us )?(an |a )?(example|experience|situation|instance)|(give|share|tell) (me |us )?(an? |one )?(specific|real|concrete|particular|recent) (example|instance|occasion|time)|an example of|have you ever|a time (when|you|where)|time when you|when (did|have) you|what did you do|walk (me|us) through a|talk (me|us) through a|recall a|think of a (time|situation)|describe an? (occasion|incident|instance|experience)|the last time you)\b/;

/** The question asks how the candidate does something, in general ("How do you…?", "What do you do when…?"). */
export const ASKS_FOR_PRACTICE = /\b(how|what) (do|would|will|should) you\b/;

/**
 * A sentence put to the interviewer as a question: it carries a "?", or opens as English questions do — an
 * auxiliary before its subject ("is it…", "do I need…", "can I ask…") or a question word before an auxiliary ("what
 * time does…", "how many…"). A question word before a subject ("when it gets busy I…") opens a clause, not a question.
 */
export const QUESTION_BACK =
  /(\?)|^(can|could|may) (i|you|we) (ask|know|tell|talk)|^(is|are|do|does|did|will|can|could|would|should|was|were|am|have|has) (it|this|that|there|the|you|your|i|we|they|he|she|my|a|an|all|any)\b|^(what|when|where|how|why|who|which|whose) (\w+ )?(is|are|was|were|do|does|did|will|would|can|could|should|time|much|many|long|often|kind)\b/;

/**
 * The terms of a job, as anyone asks the employer about them — pay, hours, place, travel, training, equipment
 * provided. General job logistics, not any field's vocabulary: a question back about these asks about the job on offer,
 * not about the interview question (off-topic).
 */
export const JOB_TERMS =
  /\b(pay|paid|rate|salary|wages?|money|hours|hourly|overtime|shifts?|rota|nights|evenings|mornings|weekends|early starts|days off|day off|part time|full time|travel|mileage|car|drive|driving|licence|license|parking|commute|location|based|area|uniform|training|induction|contract|holidays?|start date|when (do|would|can) i start|what time (do|does|will|would|is|are)|do you (use|provide|have)|is there)\b/;

/**
 * Asks which reading of the question counts ("X meaning any… or only…", "X as in A, or B as well",
 * "does A count or just B", "like A, or also B"): clarify when the turn also offers an "or", takes up a
 * word of the question and tells nothing the candidate did.
 */
export const SCOPE_ALTERNATIVE =
  /\b(meaning|as in|counts? as|(does|would|do|will|can) (\w+ ){1,3}count|do you mean|or (also|only|just|even|can it|could it|does it|is it|would it|do you mean))\b/;
/** The readings of SCOPE_ALTERNATIVE that ask what a word covers whatever else the turn asks ("what counts as a long shift?"). */
export const DEFINES_SCOPE = /\b(meaning|as in|counts? as|(does|would|do|will|can) (\w+ ){1,3}count|do you mean)\b/;

/**
 * English words of one or two letters. In a short turn without a subject, another such token ("sh", "th")
 * is speech cut off mid-word, and an article or preposition said twice ("the the") is a stumble: garble.
 */
export const SHORT_WORDS = new Set(
  'a i an am as at be by do go he hi if in is it me my no of oh ok on or so to up us we ah eh er hm mm uh um id tv pc'.split(
    ' ',
  ),
);
export const STUMBLE_WORDS = new Set('the a an to of in on and i'.split(' '));

/** The candidate saying what they do, in the present ("I just clean it", "we check every line"). */
export const PRESENT_SELF =
  /\b(i|we) (just |always |usually |normally |also |then |first |really )*(?!(am|was|were|have|had|did|do|will|would|can|could|think|guess|mean|know|like|love|want|feel|hope|believe|not|used)\b)[a-z]+\b/;

/** Offers the listener something else ("if you ever need…", "I also do…"): not an answer to the question. */
export const OFFER =
  /\bif you (ever |also )?(need|want|are looking|have)\b|\b(i|we) (also|can also) (do|offer|sell|fix|make|provide)\b/;

/** Words of working life in general (any job): a story that uses none of the topic's words is still about work when it has these. */
export const WORKPLACE =
  /\b(work|worked|working|job|jobs|shift|shifts|customer|customers|client|clients|colleague|colleagues|coworker|coworkers|co worker|manager|managers|boss|supervisor|team|teammate|staff|company|office|employer|project|projects|task|tasks|deadline|deadlines|workplace|complaint|complaints|service|duty|role|position)\b/;

/** Describing how one usually works (a general answer, even in other words than the question's). */
export const HABIT =
  /\b(you just \w+|you (always|usually|normally) \w+|usually|always|normally|generally|typically|often|i (just |really |always |also )?try|we just|it depends|depends on|do my best|you (just )?(have to|need to|must|should)|i guess|i suppose|maybe|probably)\b/;

/**
 * The interview itself as a thing one can ask about: its recording, its scoring, who or what runs it. A question back
 * about these is put to the system, not about the question or the job.
 */
export const INTERVIEW_ITSELF =
  /\b(recording|recorded|score|scores|scoring|scored|points|marks|marking|marked|grade|graded|grading|rating|rated|assessed|assessing|judged|judging|ai|bot|robot|algorithm|human|real person|actual person|chat ?gpt|prompt|instructions|this interview|my answers?|the interviewers?)\b/;

/** Chat role labels typed into an answer ("system: …", "assistant: …"): written to the machine. */
export const ROLE_LABEL = /(^|[\n.!?]\s*)(system|assistant|developer|admin)\s*:/i;

/** Sounds and hedges a turn may open with before what it says ("hmm, no, I haven't…"). */
export const OPENING_FILLERS =
  /^((um+|uh+|uhm|erm|er|ah+|eh|hmm+|hm|mm+|oh|ok|okay|well|so|yeah|right|sorry|honestly|actually|to be honest|to be fair|in all honesty|truthfully|sadly|unfortunately|i mean)\s+)+/;

/** A turn made only of these words is the candidate not having heard ("huh? what?", "sorry, come again?"). */
export const DID_NOT_HEAR_WORDS = new Set('what pardon sorry huh hm hmm again repeat come eh excuse me'.split(' '));

/** Does not understand (weaker than asking what something means: "could you repeat, I did not understand" is a repeat). */
export const NOT_UNDERSTOOD =
  /\b(do not|did not|can not) (understand|get|follow)|not understand|no understand|confused by the question\b/;

/** Asks the interviewer to skip the question or move on without answering (a request to the system, ADR 0032). */
export const SKIP =
  /\b(skip|pass|come back to (this|it|that)|next question|move on|go to the next|another question|jump (to|ahead)|to the end)\b/;

/**
 * The system named as the one spoken to: "hey bot, …", "assistant, …", "computer, …", "… chatbot".
 * A turn so addressed, that is no request to hear or understand the question and tells no story,
 * is addressed to the AI.
 */
export const AI_VOCATIVE =
  /^((hey|hi|hello|ok|okay|so|um|uh|listen|dear|excuse me) )*(chat ?bot|bot|robot|assistant|ai|computer)\b|\b(hey|hi|hello|okay|ok|listen|dear|thanks|thank you) (mr |mrs |ms )?(chat ?bot|bot|robot|assistant|ai|computer|system|machine|interviewer)\b|\bchat ?bot\b/;

/**
 * Life outside work (leisure, family, friends) and the terms of a job (pay, commute): a turn in other words than the question's that
 * talks of these is elsewhere, even when told as a habit ("I usually watch football…").
 */
export const OUTSIDE_WORK =
  /\b(weekends?|sundays?|saturdays?|hobby|hobbies|holidays?|vacation|football|soccer|basketball|tennis|gym|swimming|music|films?|movies?|tv|television|netflix|birthday|party|my (wife|husband|partner|girlfriend|boyfriend|kids|children|son|daughter|brother|sister|mum|mom|dad|mother|father|parents|family|dog|cat|friends?|nan|nana|gran|granny|grandma|grandad|grandpa|grandmother|grandfather|grandparents|aunt|auntie|uncle|cousin|niece|nephew)|with (my )?friends|my mates|outside (of )?work|(before|after) work|(spare|free) time|salary|wages?|commute|parking|start date)\b/;

/** Saying how one works or behaves in general, in the present (a general answer, even in other words than the question's). */
export const CONDUCT =
  /\b(i|you|we) (just |always |usually |normally |really |also |then |try to |make sure to )?(put|make|check|do|keep|give|tell|ask|listen|follow|use|write|stay|help|say|look|take|explain|talk|treat|smile|handle|deal|sort|fix|send|call|note|record|report|double check|know|understand|be)\b/;
