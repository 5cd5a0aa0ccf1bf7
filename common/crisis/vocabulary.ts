/**
 * Built-in word knowledge used by normalisation: everyday words (so that real words are never
 * "corrected" into risk words), slang and contractions, and the inflections that phrases match across.
 * The crisis phrases themselves are data (lexicon.ts); this file only knows ordinary English.
 */

const words = (...lines: readonly string[]): readonly string[] =>
  lines.join(' ').split(/\s+/).filter(Boolean);

/**
 * Everyday words. A word listed here is taken as meant: never fuzzy-corrected, and accepted as the
 * reading of a leetspeak or spaced-out word. The last lines are real words one letter away from a
 * risk word ("meditation" vs "medication"), which must never be bent into it.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  words(
    'a about above after again against all almost alone along already also always am an and another any',
    'anyone anything anyway anymore are around as ask asked at away back bad be because been before',
    'being below best better between big both but by call came can cannot care class classes come could',
    'day days did do does doing done down during each early else end enough even ever every everyone',
    'everything exam exams feel feeling few find first for friend friends from get go going good got',
    'grade grades had happy has have having he hear help her here him his home how i if in into is it',
    'its just keep know last later least leave left less let life like little live long look lot love',
    'make many may me mean might mind more most much must my myself need never new next no nobody none',
    'not nothing now of off often oh ok okay old on once one only or other our out over own people',
    'please put quite rather really right said same say school see seem seems she should since so some',
    'someone something sometimes soon still stop such sure take talk than thank thanks that the their',
    'them then there these they thing things think this those though through time to today together',
    'told tomorrow tonight too tried try trying turn two under until up us use used very want wanted',
    'was way we week weeks well went were what when where whether which while who why will with without',
    'work would yeah year years yes yet you your yourself',
    'assignment assignments campus course courses deadline deadlines degree email essay extension',
    'final finals homework lab lecture lectures library midterm office paper portal professor project',
    'quiz roommate semester student students study studying syllabus teacher test textbook thesis tutor',
    'university advisor counselor counseling therapist therapy appointment schedule dorm housing',
    'process processes script server thread code program function kill killed killing dead died die',
    'dying hang hanging shoot shooting cut cutting hurt burn burning jump drop dropped',
    'meditation meditating medicated medicine medical mediation dedication deduction',
    'willing filling billing milling thrilling chilling spilling drilling grilling',
    'thinking sinking linking winking suicides overdone overdue hopeful helpless homeless',
    'painless careless pointless worthy breath breathe breathes breathed bleed bled bread',
    'putting gutting jutting rutting cuttings butting nutting shutting',
    'hoping hopping hoped hopes dyeing dye dyed tying lying kipling killings overdoing',
    'homeless homelessness meditations',
  ),
);

/**
 * Whole-token rewrites: contractions written without an apostrophe, abbreviations, slang and a few
 * misspellings of short words (short words are never fuzzy-corrected, so the common ones are listed).
 */
export const EXPANSIONS: ReadonlyMap<string, readonly string[]> = new Map(
  [
    'im=i am|ive=i have|dont=do not|doesnt=does not|didnt=did not|cant=can not',
    'cannot=can not|wont=will not|wouldnt=would not|couldnt=could not|shouldnt=should not',
    'isnt=is not|arent=are not|wasnt=was not|werent=were not|havent=have not|hasnt=has not',
    'hadnt=had not|aint=am not|mustnt=must not|neednt=need not|youre=you are|theyre=they are',
    'thats=that is|whats=what is|theres=there is|hes=he is|shes=she is|wheres=where is',
    'gonna=going to|wanna=want to|wana=want to|gotta=got to|tryna=trying to|hafta=have to',
    'finna=going to|gunna=going to|lemme=let me|gimme=give me|imma=i am going to|ima=i am going to',
    'kinda=kind of|sorta=sort of|outta=out of|dunno=do not know|idk=i do not know',
    'idc=i do not care|idgaf=i do not care|ngl=not going to lie|tbh=to be honest|rn=right now',
    'atm=at the moment|u=you|ur=your|r=are|ppl=people|bc=because|bcs=because|cuz=because',
    'coz=because|cos=because|becuz=because|pls=please|plz=please|rly=really|srsly=seriously',
    'prolly=probably|bf=boyfriend|gf=girlfriend|bff=best friend|bestie=best friend|mum=mom',
    'mommy=mom|ty=thank you|thx=thanks|w=with|wo=without|abt=about|smth=something|sth=something',
    'every1=everyone|any1=anyone|some1=someone|no1=no one|noone=no one|hav=have|alot=a lot|bout=about',
    'wasnt=was not|werent=were not|thinkin=thinking|nothin=nothing|somethin=something|wat=what',
    // Crisis slang: the coded words become the plain ones the lexicon is written in.
    'kms=kill myself|kys=kill yourself|kmys=kill myself|ctb=catch the bus|ctbing=catching the bus',
    'sewerslided=sewerslide|suicided=suicide|selfharm=self harm',
    'selfharming=self harming|selfharmed=self harmed|selfdelete=self delete|unalived=unalive',
    'unaliving=unalive|unalives=unalive|od=overdose|oded=overdosed|oding=overdosing|ods=overdoses',
    'kil=kill|kll=kill|myslef=myself|mysefl=myself|mysef=myself|myslf=myself|mself=myself',
    'meself=myself|urself=yourself|yourslef=yourself|sucide=suicide|suicde=suicide',
  ]
    .join('|')
    .split('|')
    .map((rule): [string, readonly string[]] => {
      const [from = '', to = ''] = rule.split('=');
      return [from, to.split(' ')];
    }),
);

/**
 * Long risk words whose one-letter misspellings are corrected ("suicde", "overdoes", "hopless"). Only
 * distinctive words: a common word here would pull its real neighbours in ("shouting" is not
 * "shooting"). Single-word lexicon keywords of medium or higher severity are added when compiled.
 */
export const FUZZY_TARGETS: readonly string[] = words(
  'suicide suicides suicidal overdose overdosed overdoses overdosing hopeless hopelessness worthless',
  'worthlessness unalive sewerslide antidepressants medication medications painkillers paracetamol',
  'acetaminophen ibuprofen sertraline fluoxetine citalopram escitalopram oxycodone quetiapine gabapentin',
  'benzodiazepines diphenhydramine lorazepam melatonin tylenol killing suffocate depressed depression',
  'overwhelmed strangled',
);

/** Pronoun stand-ins, so a phrase written "kill myself" also reads "kill herself". */
export const PRONOUN_REFLEXIVE = '~self';
export const PRONOUN_POSSESSIVE = '~poss';
export const PRONOUN_OBJECT = '~obj';
export const PRONOUN_THIRD_SUBJECT = '~3p';
/** "a rope" and "the rope" read the same inside phrases. */
export const ARTICLE = '~det';

export const FIRST_PERSON: ReadonlySet<string> = new Set(
  words('i me my myself mine we us our ours ourselves'),
);
export const THIRD_PERSON: ReadonlySet<string> = new Set(
  words('he she they him her them his their theirs hers herself himself themselves themself'),
);

const PRONOUN_LEMMAS: readonly (readonly [lemma: string, forms: string])[] = [
  [PRONOUN_REFLEXIVE, 'myself herself himself themselves themself ourselves'],
  [PRONOUN_POSSESSIVE, 'my her his their our'],
  [PRONOUN_OBJECT, 'me him them us'],
  [PRONOUN_THIRD_SUBJECT, 'he she they'],
  [ARTICLE, 'a an the'],
];

/**
 * Inflections that multi-word phrases match across ("wants to die", "killed herself"). Each line is
 * a base form followed by its other forms; nouns are listed with their plural.
 */
const INFLECTIONS = [
  'be am is are was were been being',
  'have has had having',
  'do does did doing done',
  'want wants wanted wanting',
  'kill kills killed killing unalive',
  'suicide suicides sewerslide',
  'hurt hurts hurting',
  'harm harms harmed harming',
  'cut cuts cutting',
  'end ends ended ending',
  'die dies died dying',
  'hang hangs hanged hung hanging',
  'shoot shoots shot shooting',
  'jump jumps jumped jumping',
  'take takes took taken taking',
  'swallow swallows swallowed swallowing',
  'think thinks thinking',
  'plan plans planned planning',
  'feel feels felt feeling',
  'buy buys bought buying',
  'write writes wrote written writing',
  'give gives gave given giving',
  'say says said saying',
  'tell tells telling',
  'hit hits hitting',
  'beat beats beaten beating',
  'punch punches punched punching',
  'kick kicks kicked kicking',
  'choke chokes choked choking',
  'strangle strangles strangled strangling',
  'stab stabs stabbed stabbing',
  'burn burns burned burnt burning',
  'starve starves starved starving',
  'drown drowns drowned drowning',
  'overdose overdoses overdosed overdosing',
  'save saves saved saving',
  'stockpile stockpiles stockpiled stockpiling',
  'hoard hoards hoarded hoarding',
  'collect collects collected collecting',
  'research researches researched researching',
  'look looks looked looking',
  'search searches searched searching',
  'google googles googled googling',
  'live lives lived living',
  'wake wakes woke woken waking',
  'sleep sleeps slept sleeping',
  'go goes went gone going',
  'disappear disappears disappeared disappearing',
  'exist exists existed existing',
  'deserve deserves deserved deserving',
  'hate hates hated hating',
  'scratch scratches scratched scratching',
  'bleed bleeds bled bleeding',
  'slit slits slitting',
  'carve carves carved carving',
  'poison poisons poisoned poisoning',
  'wish wishes wished wishing',
  'hope hopes hoped hoping',
  'try tries tried trying',
  'attempt attempts attempted attempting',
  'commit commits committed committing',
  'rape rapes raped raping',
  'assault assaults assaulted assaulting',
  'abuse abuses abused abusing',
  'follow follows followed following',
  'cover covers covered covering',
  'discuss discusses discussed discussing',
  'bother bothers bothered bothering',
  'decide decides decided deciding',
  'threaten threatens threatened threatening',
  'drive drives drove driven driving',
  'imagine imagines imagined imagining',
  'use uses used using',
  'stalk stalks stalked stalking',
  'touch touches touched touching',
  'force forces forced forcing',
  'hide hides hid hidden hiding',
  'relapse relapses relapsed relapsing',
  'fall falls fell fallen falling',
  'step steps stepped stepping',
  'stand stands stood standing',
  'cry cries cried crying',
  'need needs needed needing',
  'keep keeps kept keeping',
  'get gets got gotten getting',
  'make makes made making',
  'bring brings brought bringing',
  'suffocate suffocates suffocated suffocating',
  'punish punishes punished punishing',
  'trust trusts trusted trusting',
  'scare scares scared scaring',
  'matter matters mattered mattering',
  'pill pills',
  'tablet tablets',
  'med meds',
  'medication medications',
  'wrist wrists',
  'arm arms',
  'leg legs',
  'thigh thighs',
  'scar scars',
  'thought thoughts',
  'way ways',
  'note notes',
  'letter letters',
  'goodbye goodbyes',
  'plan plans',
  'urge urges',
  'blade blades',
  'razor razors',
  'thing things',
  'belonging belongings',
];

function buildLemmas(): ReadonlyMap<string, string> {
  const lemmas = new Map<string, string>();
  for (const [lemma, forms] of PRONOUN_LEMMAS) {
    for (const form of words(forms)) lemmas.set(form, lemma);
  }
  for (const line of INFLECTIONS) {
    const [base = '', ...forms] = words(line);
    for (const form of forms) lemmas.set(form, base);
  }
  return lemmas;
}

export const LEMMAS: ReadonlyMap<string, string> = buildLemmas();

/** "her" is both "her arms" and "hurt her"; it matches either stand-in. */
export const ALTERNATE_LEMMAS: ReadonlyMap<string, string> = new Map([['her', PRONOUN_OBJECT]]);

/**
 * Words that may sit inside a phrase without breaking it ("I want to *really* die", "take my *own*
 * life"). Negations are never among them.
 */
export const FILLERS: ReadonlySet<string> = new Set(
  words(
    'just really fucking fuckin fking fkn effing freaking frickin literally actually seriously honestly',
    'truly totally completely so very even still finally probably maybe perhaps lowkey highkey like',
    'own simply genuinely basically ever um uh kind sort of all',
  ),
);

export const NEGATORS: ReadonlySet<string> = new Set(words('not never no nor neither nobody'));

/**
 * Adverbs that a phrase may leave out: "should just die" also matches "should die". Only words that
 * never carry the meaning themselves; "all" and "like" stay ("end it all", "feel like a burden").
 */
export const OPTIONAL_IN_PHRASES: ReadonlySet<string> = new Set(
  words(
    'just really literally actually seriously honestly truly totally completely very even still own simply',
  ),
);

/** Units after a number that make it a measurement rather than a leetspeak word ("800mg", "24h"). */
export const MEASUREMENT =
  /^\d+(?:[.,]\d+)?(?:mg|mcg|g|kg|ml|l|lb|lbs|oz|h|hr|hrs|m|min|mins|s|sec|secs|am|pm|st|nd|rd|th|k|x|d|yo|yr|yrs|gb|mb|tb|hz|v|w|cm|mm|km|ft|in|px|pt|p|c|f)$/;
