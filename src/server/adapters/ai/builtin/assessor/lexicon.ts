/**
 * Word lists of the builtin assessor. All entries are normalised words (lower case,
 * apostrophes dropped: "didn't" → "didnt"), so typed and spoken answers are read alike.
 */

/** Grammar words: natural sentences are full of them, keyword lists are not. */
export const FUNCTION_WORDS = new Set(
  (
    'i we you he she it they me my our your his her him them their us the a an to of in on at for with and but or so ' +
    'was were is are am be been being had has have that this these those then when which who what from by as not no did ' +
    'do does would could will can there up out into about after before because if while than its im ive id ill'
  ).split(' '),
);

/** Words that carry no topic: stop words, fillers and the vocabulary of rating rubrics themselves. */
export const NON_TOPIC_WORDS = new Set([
  ...FUNCTION_WORDS,
  ...(
    'um uh erm yeah yes okay ok like just really very also well basically actually so right sort kind lot lots bit ' +
    'example examples specific candidate candidates real result results outcome outcomes step steps little own generic ' +
    'statement statements clear clearly concrete detail details how why time times tell describe give good looks look ' +
    'only without much more most some rather first also done doing made make makes did does other others used use using ' +
    'work works worked working rating ratings level show shows across between thin kept keep keeps one two three many ' +
    'any every each all both way ways thing things something anything nothing get got gets go goes went come came say ' +
    'said think know new old great best better want wanted need needed could should would might may must can cannot ' +
    'still again back even ever never always usually often sometimes maybe what where whether why while until during ' +
    'over under again where who whom whose here now today yesterday tomorrow day days week weeks month months year ' +
    'years hour hours minute minutes people person someone everyone team teams candidate guess sure ' +
    // Words of any behavioural question, whatever the job: they do not show an answer is on topic.
    'listen listened listens listening disagree disagreed disagreement agree agreed happen happened follow ' +
    'followed off trade expect expected expectation expectations perform performance call called decide ' +
    'decided decision change changed problem problems issue issues handle handled calm ' +
    'calmly fair situation support supported help helped improve improved develop developed'
  ).split(' '),
]);

/** Verbs after "I" that state an opinion, an intention or a habit, not an action taken. */
export const NON_ACTION_AFTER_I = new Set(
  (
    'think guess believe would will can could should might may am m d ll dont do always usually mostly never havent ' +
    'hadnt wasnt cant couldnt wouldnt know like love prefer want need feel hope mean really not also just try tend ' +
    'am was have had is ' +
    // Stance and self-description: what one holds or is, not what one did.
    'care thrive enjoy value strive aim expect view recognise recognize approach genuinely truly deeply strongly ' +
    'firmly naturally'
  ).split(' '),
);

/** Verbs after "I"/"we" that open a statement of belief, feeling or habit ("I believe…", "I always…", "I love…"). */
export const STANCE_AFTER_I = new Set(
  (
    'think believe feel love like enjoy care thrive value strive aim expect view recognise recognize hope prefer ' +
    'want always never genuinely truly deeply strongly firmly naturally really tend pride know understand'
  ).split(' '),
);

/** Words allowed between "I" and the verb ("I then moved", "I personally called"). */
export const ADVERBS_AFTER_I = new Set(
  'then also first just personally actually immediately quickly finally later eventually straight even'.split(' '),
);

/** Common irregular past forms; regular ones end in "ed". */
export const IRREGULAR_PAST = new Set(
  (
    'took made sent wrote ran found set put got gave told saw led built spoke moved brought bought caught chose ' +
    'drove fell felt fought held kept knew left lent lost meant met paid read rode rang rose sat sold shut slept ' +
    'spent stood struck swept taught thought threw understood woke won wore did went came began broke' +
    ' split cut let shot hit'
  ).split(' '),
);

/** Numbers written as words (speech-to-text writes most numbers this way); "one" is too common to count. */
export const NUMBER_WORDS = new Set(
  (
    'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen ' +
    'eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million percent ' +
    'half twice dozen double triple'
  ).split(' '),
);

/** Signs of a result or an outcome. Single words, and phrases as word sequences. */
export const OUTCOME_WORDS = new Set(
  (
    'result resulted reduced dropped fell increased improved saved faster recovered resolved stopped renewed ' +
    'promoted fixed cut halved doubled lowered raised thanked prevented avoided eliminated solved shipped ' +
    'launched decreased grew cleared succeeded stayed ' +
    // The same in the present tense: narration in the present states results too ("GP stop the dose").
    'reduce reduces drop drops increase increases improve improves save saves recover recovers resolve resolves ' +
    'stop stops fix fixes solve solves prevent prevents avoid avoids decrease decreases grow grows pass passes passed ' +
    'complaint complaints'
  ).split(' '),
);
export const OUTCOME_PHRASES = [
  'as a result',
  'in the end',
  'since then',
  'no longer',
  'went up',
  'went down',
  'went from',
  'down to',
  'up to',
  'got better',
  'back on',
  'not happened again',
  'has been',
  'stayed with',
  'which meant',
  'so that',
  'after that',
  'it worked',
  'worked out',
  'held up',
].map((p) => p.split(' '));

/** Signs of reasoning: why something was chosen, what it cost, what the alternative was. */
export const REASONING_PHRASES = [
  'because',
  'so that',
  'instead of',
  'rather than',
  'the trade off',
  'the downside',
  'at the cost of',
  'the cost of',
  'which meant',
  'in order to',
  'the reason',
  'we chose',
  'i chose',
  'i decided',
  'we decided',
  'we agreed',
  'we considered',
  'i considered',
].map((p) => p.split(' '));

/** Signs that the answer tells of a real situation. */
export const SITUATION_PHRASES = [
  'last year',
  'last month',
  'last week',
  'last spring',
  'last summer',
  'last winter',
  'one day',
  'one night',
  'one time',
  'one evening',
  'one morning',
  'there was',
  'there were',
  'we had',
  'i had',
  'i was',
  'at my last',
  'at my previous',
  'at my current',
  'in my last',
  'in my previous',
  'one of my',
  'a customer',
  'a colleague',
  'a teammate',
  'once',
  'during',
  'when our',
  'when we',
  'when i',
].map((p) => p.split(' '));

/** Praise a candidate gives themselves; it is never evidence. */
export const SELF_PRAISE = new Set(
  (
    'excellent great strong passionate outstanding expert exceptional hardworking talented perfect amazing ' +
    'fantastic brilliant skilled dedicated motivated superb world class top notch rockstar ninja guru'
  ).split(' '),
);

/** Negations that make a short answer a statement of no experience. */
export const NEGATIONS = new Set(
  'no not never havent hasnt hadnt dont didnt nothing none cant wasnt werent'.split(' '),
);

/**
 * Generic vocabulary of any job: corporate and abstract words that a template or a platitude
 * can use about any field ("engaged with stakeholders, reviewed processes, improved performance").
 * They never make an answer specific. Field-neutral by design: no word of a particular trade.
 */
export const GENERIC_WORDS = new Set(
  (
    'stakeholder stakeholders process processes best practice practices performance challenge challenges ' +
    'challenging implement implemented implementing implementation engage engaged engagement align aligned ' +
    'alignment strategy strategies strategic approach approaches solution solutions proactive proactively ' +
    'effective effectively efficient efficiently efficiency significant significantly successful successfully ' +
    'success ensure ensured ensuring communicate communicated communicating communication communications ' +
    'collaborate collaborated collaboration collaborative coordinate coordinated requirement requirements ' +
    'gather gathered expectation expectations monitor monitored monitoring progress regular regularly goal goals ' +
    'objective objectives value values key important importance priority priorities prioritise prioritize ' +
    'prioritised prioritized focus focused various several number range skill skills experience experienced ' +
    'knowledge passion passionate teamwork member members environment culture opportunity opportunities growth ' +
    'learn learned learnt learning feedback relationship relationships manage managed management managing ' +
    'drive driven driving leverage leveraged optimise optimize optimised optimized streamline streamlined ' +
    'enhance enhanced facilitate facilitated initiative initiatives effort efforts overall task tasks action ' +
    'actions positive positively negative aspects aspect area areas matter matters forward track satisfaction ' +
    'awareness morale productivity improvement improvements increase increased decrease decreased plan plans ' +
    'planned planning analyse analyze analysed analyzed analysis situation situations responsible ' +
    'responsibility role roles needs concern concerns standard standards quality deliver delivered outcome ' +
    'proactive holistic robust seamless synergy ownership accountable accountability transparent transparency ' +
    'motivated motivate empower empowered inspire inspired committed commitment dedication integrity honest ' +
    'honesty respect respectful trust mindset attitude believe belief essential crucial vital paramount ' +
    'always everything everyone anyone whatever necessary appropriate relevant issue issues problem problems ' +
    'result results way ways thing things lot approach method methods level levels high highly percent cent ' +
    // Generic business verbs and nouns: what any template says about any job.
    'previous current understand understood understanding insight insights synthesise synthesize synthesised ' +
    'synthesized findings finding recommendation recommendations recommend face faced complex define defined ' +
    'ideate ideated iterate iterated iteration project projects resolve resolved resolution validate validated ' +
    'discussion discussions discuss discussed common ground data accuracy accurate root cause causes control ' +
    'controls identify identified gap gaps introduce introduced update updated procedure procedures training ' +
    'achieve achieved achievement raise raised investigate investigated investigation research compliance ' +
    'compliant regulation regulations mapping mapped review reviewed reviews solution fix fixed score scores ' +
    'reduce reduced reduction outcome outcomes impact impacts impacted benefit benefits stakeholder ' +
    'requirement budget timeline timelines deadline deadlines schedule scheduled target targets metric metrics ' +
    'kpi kpis customer customers client clients user users organisation organization company business ' +
    'department departments colleague colleagues manager managers staff employee employees partner partners ' +
    'support supported supporting help helped helping handle handled lead led leading guide guided ' +
    'establish established create created develop developed design designed build built set conduct conducted ' +
    'carry carried perform performed execute executed deploy deployed launch launched adopt adopted apply ' +
    'applied utilise utilize utilised utilized provide provided maintain maintained address addressed ' +
    'assess assessed evaluate evaluated measure measured assist assisted escalate escalated share shared ' +
    'agree agreed meeting meetings session sessions workshop workshops feedback expectations concern ' +
    'difficult difficulty challenge clear clearly better significant major minor key core main general ' +
    'specific detailed complete completed completion successful overall right wrong correct proper properly ' +
    'thorough thoroughly careful carefully quickly promptly immediately swiftly timely calm calmly positive ' +
    // Evaluative and abstract words of padding and platitudes, in any field.
    'obsessed obsession experiences empathy empathetic superpower truly genuinely genuine inclusive inclusion ' +
    'communicator collaborator natural naturally myself yourself ourselves grow growing love loved enjoy ' +
    'enjoyed proud pride care caring cares heart mindful curious curiosity creative creativity innovative ' +
    'innovation excellence exceptional amazing awesome wonderful fantastic brilliant incredible ' +
    'professional professionalism detail details journey mission vision purpose meaningful deeply ' +
    'strongly firmly constantly continuously consistently consistency reliability reliable flexible ' +
    'flexibility adaptable resilient resilience patience patient patiently kind kindness empower ' +
    'together everybody anybody someone somebody matters ultimately truly crucially absolutely simply'
  ).split(' '),
);

/** Words that mark talk of what one would, should or usually does, not of what happened. */
export const HYPOTHETICAL_PHRASES = [
  'i would',
  'id',
  'i will',
  'i could',
  'i should',
  'you would',
  'you should',
  'you have to',
  'you need to',
  'you can',
  'i try',
  'i always',
  'i usually',
  'i normally',
  'i generally',
  'i make sure',
  'i believe',
  'i think',
  'i feel',
  'it is important',
  'its important',
  'is important',
  'is key',
  'in general',
  'generally',
].map((p) => p.split(' '));

/** STAR scaffolding: labels that structure an answer without saying anything. */
export const TEMPLATE_LABELS = new Set(['situation', 'task', 'action', 'actions', 'result', 'results', 'outcome']);

/** Units a number can be tied to ("six weeks", "120 m", "£18k"), in any field. */
export const UNIT_WORDS = new Set(
  (
    'second seconds minute minutes min mins hour hours hr hrs day days week weeks month months year years ' +
    'pounds dollars euros k m km cm mm kg g mg ml l people times'
  ).split(' '),
);
