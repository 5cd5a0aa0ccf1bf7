/**
 * Built-in proximity rules: risk that shows in how words sit near each other rather than in one fixed
 * phrase. Each rule is named; the name is the `keyword` of its matches, so a counselor can see why.
 */
import type { FoundMatch } from './match';
import type { Token } from './normalize';
import {
  FILLERS,
  FIRST_PERSON,
  NEGATORS,
  PRONOUN_OBJECT,
  PRONOUN_POSSESSIVE,
  PRONOUN_REFLEXIVE,
  THIRD_PERSON,
} from './vocabulary';

const set = (words: string): ReadonlySet<string> => new Set(words.split(/\s+/).filter(Boolean));

export const RULE_NAMES = {
  selfHarmNearby: 'self-reference near harm verb',
  wishForHarm: 'wish to be harmed',
  medicationTaken: 'quantity of medication taken',
  medicationStockpiled: 'quantity of medication kept or planned',
  highPlace: 'high place with self-reference',
  medicationWithAlcohol: 'medication taken with alcohol',
  goodbyeSent: 'goodbye sent',
  bladeNearBody: 'blade near own body',
  imminentTiming: 'imminent timing',
  peerConcern: 'peer concern',
  secondOpinion: 'second opinion',
} as const;

/** Verbs (as lemmas) that mean ending one's life when aimed at oneself. */
const LETHAL_VERBS = set('kill end hang shoot drown poison suffocate strangle overdose');
/** Verbs that mean injuring oneself when aimed at oneself. */
const INJURY_VERBS = set('hurt harm cut burn stab starve punish hit punch scratch slit carve');
/** Body parts that make "cut my arms" self-harm; only for verbs that are rarely accidents with them. */
const CUTTING_VERBS = set('cut slit burn scratch stab carve');
const BODY_PARTS = set('wrist wrists arm arms thigh thighs skin leg legs stomach hip hips');
/** Words that may sit between the verb and "myself" ("cut and burn myself", "hurt myself again"). */
const BETWEEN_VERB_AND_SELF = set('and or to up open again deep deeply badly more even');

const MEDICATIONS = set(
  'pill tablet med medication medicine capsule capsules paracetamol acetaminophen tylenol ibuprofen advil ' +
    'aspirin panadol xanax valium benzos benzodiazepines oxy oxycodone opioids percocet codeine tramadol ' +
    'fentanyl insulin lithium sertraline zoloft prozac fluoxetine citalopram lexapro escitalopram ' +
    'antidepressants melatonin seroquel quetiapine adderall ritalin painkillers gabapentin vyvanse klonopin ' +
    'ambien nyquil benadryl diphenhydramine ativan lorazepam morphine naproxen aleve sleeping',
);
const QUANTITY_WORDS = set(
  'bottle bottles handful bunch lot lots whole entire all dozen dozens hundred hundreds stash pack packs ' +
    'box boxes packet packets strip strips jar container ten eleven twelve thirteen fourteen fifteen sixteen ' +
    'seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety',
);
/** A number followed by one of these counts time or dose, not pills ("30 day supply"). */
const NOT_A_COUNT = set(
  'day days hour hours minute minutes week weeks month months year years mg ml percent',
);
/** A number after one of these names a place or a time, not pills ("room 21", "at 10", "bus 12"). */
const NOT_A_COUNT_BEFORE = set(
  'at room flat no number apt apartment unit floor block building bus route platform',
);
/** How far before a medication a count may stand ("a bunch of my roommate's sleeping pills"). */
const COUNT_REACH = 7;
const TAKEN_FORMS = set('took taken swallowed popped downed overdosed ingested chugged ate');
const KEPT_LEMMAS = set('save stockpile hoard collect stash count buy');
const INTENDED_FORMS = set('take taking swallow swallowing');
/** Alcohol beside a stock of medication is a known means, even without a verb ("vodka and all my pills"). */
const ALCOHOL = set('vodka whiskey whisky alcohol rum tequila gin liquor booze');
const SENDING_VERBS = set(
  'text texted post posted message messaged send sent dm dmed snap snapped tweet tweeted',
);

const HIGH_PLACES = set(
  'roof rooftop bridge ledge cliff balcony overpass garage railing tower windowsill sill',
);
const PLACES = new Set([
  ...HIGH_PLACES,
  ...set(
    'platform tracks building window edge structure floor stairwell river dam pier cliffs highway traffic deck',
  ),
]);
/** Cues read as forms, not lemmas: "jumped" reports something that happened, often to someone else. */
const STRONG_PLACE_CUES = set('jump jumping edge ledge railing lean leaning');
const WEAK_PLACE_CUES = set('stand climb go');
const PLACE_REACH = 12;

const BLADES = set('knife knives razor razors blade blades scissors shard lighter');
const BLADE_REACH = 10;

const WISH_WORDS = set('wish hope pray');
const WISH_HARMS = set('kill hit end run');

/** Words the rules rely on; the compiled dictionary knows them and corrects misspellings towards them. */
export const RULE_VOCABULARY: readonly string[] = [
  ...LETHAL_VERBS,
  ...INJURY_VERBS,
  ...BODY_PARTS,
  ...MEDICATIONS,
  ...QUANTITY_WORDS,
  ...PLACES,
  ...ALCOHOL,
  ...BLADES,
  'medications',
  'pills',
  'tablets',
  'meds',
];

const PERSON_WORDS = new Set([...FIRST_PERSON, ...THIRD_PERSON]);

function isReflexive(token: Token): boolean {
  return token.lemma === PRONOUN_REFLEXIVE;
}

function selfHarmNearby(tokens: readonly Token[], found: FoundMatch[]): void {
  tokens.forEach((verb, verbIndex) => {
    const lethal = LETHAL_VERBS.has(verb.lemma);
    if (!lethal && !INJURY_VERBS.has(verb.lemma)) return;
    for (let index = verbIndex + 1; index <= verbIndex + 5 && index < tokens.length; index += 1) {
      const token = tokens[index];
      if (token === undefined || token.sentence !== verb.sentence) return;
      const next = tokens[index + 1];
      const bodyPart =
        CUTTING_VERBS.has(verb.lemma) &&
        token.lemma === PRONOUN_POSSESSIVE &&
        next !== undefined &&
        BODY_PARTS.has(next.text);
      if (isReflexive(token) || bodyPart) {
        found.push({
          keyword: RULE_NAMES.selfHarmNearby,
          category: lethal ? 'explicit_ideation' : 'self_harm',
          severity: 'high',
          weight: lethal ? 85 : 78,
          tokens: bodyPart ? [verbIndex, index, index + 1] : [verbIndex, index],
        });
        return;
      }
      const between = BETWEEN_VERB_AND_SELF.has(token.text) || FILLERS.has(token.text);
      if (!between && !LETHAL_VERBS.has(token.lemma) && !INJURY_VERBS.has(token.lemma)) return;
    }
  });
}

/** "I wish a car would hit me", "I hope I get hit by a bus". */
function wishForHarm(tokens: readonly Token[], found: FoundMatch[]): void {
  tokens.forEach((wish, wishIndex) => {
    if (!WISH_WORDS.has(wish.lemma)) return;
    for (let index = wishIndex + 1; index <= wishIndex + 8; index += 1) {
      const token = tokens[index];
      if (token === undefined || token.sentence !== wish.sentence || NEGATORS.has(token.text)) return;
      if (!WISH_HARMS.has(token.lemma)) continue;
      const target = [tokens[index + 1], tokens[index + 2]].findIndex(
        (candidate) =>
          (candidate?.text === 'me' && candidate.lemma === PRONOUN_OBJECT) || candidate?.text === 'by',
      );
      if (target >= 0) {
        found.push({
          keyword: RULE_NAMES.wishForHarm,
          category: 'passive_wish',
          severity: 'high',
          weight: 70,
          tokens: [wishIndex, index, index + 1 + target],
        });
        return;
      }
    }
  });
}

function isCount(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (token === undefined) return false;
  if (QUANTITY_WORDS.has(token.text)) return true;
  if (!/^\d+$/.test(token.text) || Number(token.text) < 10) return false;
  const before = tokens[index - 1];
  if (before !== undefined && NOT_A_COUNT_BEFORE.has(before.text)) return false;
  const unit = tokens[index + 1];
  return unit === undefined || !NOT_A_COUNT.has(unit.text);
}

/**
 * Medication in risky amounts or circumstances: a count near a medication with a verb of taking,
 * keeping or intending ("took 40 of my pills", "60 sleeping pills ... taking them all"); a verb of
 * keeping right before a medication ("saving my xanax"); or hard liquor with medication taken.
 */
interface SentenceFlags {
  taken: boolean;
  kept: boolean;
  intended: boolean;
  liquor: boolean;
}

/** What each sentence says about medication, read once so long texts stay linear. */
function medicationFlagsBySentence(tokens: readonly Token[]): Map<number, SentenceFlags> {
  const flags = new Map<number, SentenceFlags>();
  for (const token of tokens) {
    let sentence = flags.get(token.sentence);
    if (sentence === undefined) {
      sentence = { taken: false, kept: false, intended: false, liquor: false };
      flags.set(token.sentence, sentence);
    }
    if (TAKEN_FORMS.has(token.text)) sentence.taken = true;
    if (KEPT_LEMMAS.has(token.lemma)) sentence.kept = true;
    if (INTENDED_FORMS.has(token.text)) sentence.intended = true;
    if (ALCOHOL.has(token.text)) sentence.liquor = true;
  }
  return flags;
}

/**
 * Medication in risky amounts or circumstances: a count near a medication with a verb of taking,
 * keeping or intending ("took 40 of my pills", "60 sleeping pills ... taking them all"); a verb of
 * keeping right before a medication ("saving my xanax"); or hard liquor with medication taken.
 */
function medicationQuantity(tokens: readonly Token[], found: FoundMatch[]): void {
  let flagsBySentence: Map<number, SentenceFlags> | undefined;
  tokens.forEach((medication, medicationIndex) => {
    if (!MEDICATIONS.has(medication.text) && !MEDICATIONS.has(medication.lemma)) return;
    let countIndex = -1;
    let keptIndex = -1;
    for (let index = medicationIndex - 1; index >= medicationIndex - COUNT_REACH && index >= 0; index -= 1) {
      const token = tokens[index];
      if (token === undefined || token.sentence !== medication.sentence) break;
      if (countIndex < 0 && isCount(tokens, index)) countIndex = index;
      if (keptIndex < 0 && medicationIndex - index <= 3 && KEPT_LEMMAS.has(token.lemma)) keptIndex = index;
    }
    flagsBySentence ??= medicationFlagsBySentence(tokens);
    const { taken, kept, intended, liquor } = flagsBySentence.get(medication.sentence) ?? {
      taken: false,
      kept: false,
      intended: false,
      liquor: false,
    };
    if (countIndex >= 0) {
      if (!taken && !kept && !intended && !liquor) return;
      found.push({
        keyword: taken ? RULE_NAMES.medicationTaken : RULE_NAMES.medicationStockpiled,
        category: taken ? 'medical_emergency' : 'plan_or_means',
        severity: taken ? 'critical' : 'high',
        weight: taken ? 95 : 84,
        tokens: [countIndex, medicationIndex],
      });
    } else if (keptIndex >= 0) {
      const { medicationStockpiled: keyword } = RULE_NAMES;
      found.push({
        keyword,
        category: 'plan_or_means',
        severity: 'high',
        weight: 80,
        tokens: [keptIndex, medicationIndex],
      });
    } else if (taken && liquor) {
      const { medicationWithAlcohol: keyword } = RULE_NAMES;
      found.push({
        keyword,
        category: 'medical_emergency',
        severity: 'high',
        weight: 82,
        tokens: [medicationIndex],
      });
    }
  });
}

/** "texted the group chat goodbye", "posted goodbye": a goodbye sent, not said in person. */
function goodbyeSent(tokens: readonly Token[], found: FoundMatch[]): void {
  tokens.forEach((goodbye, goodbyeIndex) => {
    if (goodbye.text !== 'goodbye' && goodbye.text !== 'goodbyes') return;
    for (let index = goodbyeIndex - 1; index >= 0 && index >= goodbyeIndex - 6; index -= 1) {
      const token = tokens[index];
      if (token === undefined || token.sentence !== goodbye.sentence) return;
      if (SENDING_VERBS.has(token.lemma) || SENDING_VERBS.has(token.text)) {
        found.push({
          keyword: RULE_NAMES.goodbyeSent,
          category: 'farewell_or_preparation',
          severity: 'medium',
          weight: 60,
          tokens: [index, goodbyeIndex],
        });
        return;
      }
    }
  });
}

function highPlace(tokens: readonly Token[], found: FoundMatch[]): void {
  tokens.forEach((place, placeIndex) => {
    if (!PLACES.has(place.text)) return;
    let person = false;
    let strong = -1;
    let weak = -1;
    const last = Math.min(tokens.length - 1, placeIndex + PLACE_REACH);
    for (let index = Math.max(0, placeIndex - PLACE_REACH); index <= last; index += 1) {
      const token = tokens[index];
      if (token === undefined || token.sentence !== place.sentence || index === placeIndex) continue;
      if (PERSON_WORDS.has(token.text)) person = true;
      const following = tokens[index + 1]?.text;
      const lettingGo = (token.text === 'let' || token.text === 'letting') && following === 'go';
      const lookingDown = token.lemma === 'look' && following === 'down';
      if (strong < 0 && (STRONG_PLACE_CUES.has(token.text) || lettingGo || lookingDown)) strong = index;
      if (weak < 0 && HIGH_PLACES.has(place.text) && WEAK_PLACE_CUES.has(token.lemma)) weak = index;
    }
    const cue = strong >= 0 ? strong : weak;
    if (!person || cue < 0) return;
    found.push({
      keyword: RULE_NAMES.highPlace,
      category: 'plan_or_means',
      severity: strong >= 0 ? 'high' : 'medium',
      weight: strong >= 0 ? 85 : 55,
      tokens: [placeIndex, cue].sort((left, right) => left - right),
      requiresCompanion: strong < 0,
    });
  });
}

/** "the knife in the kitchen drawer and my wrists": a blade and the writer's own body in one sentence. */
function bladeNearBody(tokens: readonly Token[], found: FoundMatch[]): void {
  tokens.forEach((blade, bladeIndex) => {
    if (!BLADES.has(blade.text)) return;
    const last = Math.min(tokens.length - 2, bladeIndex + BLADE_REACH);
    for (let index = Math.max(0, bladeIndex - BLADE_REACH); index <= last; index += 1) {
      const owner = tokens[index];
      const part = tokens[index + 1];
      if (owner?.sentence !== blade.sentence || part?.sentence !== blade.sentence) continue;
      if (owner.lemma === PRONOUN_POSSESSIVE && BODY_PARTS.has(part.text)) {
        found.push({
          keyword: RULE_NAMES.bladeNearBody,
          category: 'self_harm',
          severity: 'high',
          weight: 75,
          tokens: [Math.min(bladeIndex, index), Math.max(bladeIndex, index + 1)],
        });
        return;
      }
    }
  });
}

/** Every proximity-rule match in the text. */
export function findRuleMatches(tokens: readonly Token[]): FoundMatch[] {
  const found: FoundMatch[] = [];
  selfHarmNearby(tokens, found);
  wishForHarm(tokens, found);
  medicationQuantity(tokens, found);
  highPlace(tokens, found);
  goodbyeSent(tokens, found);
  bladeNearBody(tokens, found);
  return found;
}
