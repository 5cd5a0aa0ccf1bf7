/**
 * Reading a match in its context: is it denied ("I'm not going to kill myself"), about the past ("last
 * year"), about someone else ("my roommate said she wants to end it all"), framed as study or fiction
 * ("my essay on suicide prevention"), or timed for now ("tonight")?
 */
import type { FoundMatch } from './match';
import type { Token } from './normalize';
import { FILLERS, FIRST_PERSON, NEGATORS, THIRD_PERSON } from './vocabulary';

const set = (words: string): ReadonlySet<string> => new Set(words.split(/\s+/).filter(Boolean));

/** Words that may stand between a negation and what it denies ("not *going to* kill myself"). */
const NEGATION_BRIDGE = set(
  'be going to want plan intention intentions intend desire urge urges thought thoughts of about think do ' +
    'anything something ever would will could can try attempt have any feel gonna really actually ' +
    'seriously honestly definitely ever',
);
const NEGATION_REACH = 6;

export const PEER_NOUNS = set(
  'friend friends roommate roommates flatmate housemate suitemate classmate classmates teammate girlfriend ' +
    'boyfriend partner sister brother sibling mom mother dad father cousin bestie son daughter wife husband ' +
    'ex coworker colleague labmate neighbor neighbour someone somebody aunt uncle grandma grandpa niece',
);
const PEER_REACH = 14;

/** Study, fiction and training contexts ("a paper on self-harm", "the patient who overdosed"). */
const FRAMING_WORDS = set(
  'essay paper thesis dissertation research study studies article lecture seminar presentation report ' +
    'project module reading readings chapter book novel film movie documentary podcast ' +
    'workshop training statistics prevention awareness durkheim hamlet character characters patient ' +
    'patients simulation poem story analysing analyzing analyse analyze covering ' +
    'recognise recognize spot prevent treat respond debated debate discussed discussing symptoms signs ' +
    'history literature ethics policy covers covered discuss discusses analysed analyzed narrator ' +
    'protagonist fiction screenplay script scene explain explaining coursework data legislation finale episode ' +
    'episodes sitcom anime title frame portray portrays portrayal depict depicts depiction',
);
const FRAMING_CONNECTORS = set(
  "on about of into regarding the a an how to who which that where whether 's and or among physician " +
    'assisted want try attempt decide be plan threaten going main mass why when',
);
const FRAMING_AFTER = set(
  'prevention awareness statistics stats rate rates research researchers policy policies training squad ' +
    'bomber bombers bombing bombings among epidemic module course workshop lecture seminar essay paper ' +
    'campaign literature studies theory bias biases warning signs symptoms hotline barrier barriers net nets ' +
    'hotspot hotspots protective clinic clinics presentations referral centre center services legislation law laws',
);
const FRAMING_REACH = 7;
/** Reported speech is about a real person, never a framing ("someone in my class said he..."). */
const FRAMING_STOPS = set('said says told tells texted posted messaged wrote threatened');
const FRAMING_OTHER_WORDS = 2;

/** Multi-word markers, each a list of words matched in order; checked per sentence. */
/** Marker phrases as words, indexed by their first word (built once, looked up for every token). */
type Markers = ReadonlyMap<string, readonly (readonly string[])[]>;

const markers = (phrases: string): Markers => {
  const byFirstWord = new Map<string, (readonly string[])[]>();
  for (const phrase of phrases.split('|')) {
    const marker = phrase.trim().split(' ');
    const first = marker[0] ?? '';
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), marker]);
  }
  return byFirstWord;
};

const HISTORY_MARKERS = markers(
  'last year|last month|last semester|last summer|last spring|last fall|last winter|last term|years ago|' +
    'months ago|year ago|month ago|when i was|in high school|in middle school|as a teenager|as a kid|' +
    'as a child|used to|in the past|a while ago|back then|back in|history of|long time ago|a few years',
);
const PRESENT_MARKERS = markers(
  'now|again|still|lately|these days|anymore|tonight|today|currently|recently|' +
    // "in the past week" is recent, not "in the past".
    'past week|past few days|past couple of days|past month|past 24 hours|past two weeks|past few weeks|past few nights',
);
const IMMINENT_MARKERS = markers(
  'tonight|right now|in an hour|in a few minutes|in a few hours|in ten minutes|in the next hour|' +
    'after i send this|before morning|after this message|as i write this|as i type this|this is it',
);

function markerAt(tokens: readonly Token[], start: number, marker: readonly string[]): boolean {
  return marker.every((word, offset) => tokens[start + offset]?.text === word);
}

/** Token indexes of every marker occurrence, grouped by sentence. */
function markersBySentence(tokens: readonly Token[], byFirstWord: Markers): Map<number, number[]> {
  const bySentence = new Map<number, number[]>();
  tokens.forEach((token, index) => {
    const starting = byFirstWord.get(token.text);
    if (starting === undefined) return;
    for (const marker of starting) {
      if (!markerAt(tokens, index, marker)) continue;
      const last = tokens[index + marker.length - 1];
      if (last?.sentence !== token.sentence) continue;
      const indexes = bySentence.get(token.sentence) ?? [];
      for (let offset = 0; offset < marker.length; offset += 1) indexes.push(index + offset);
      bySentence.set(token.sentence, indexes);
    }
  });
  return bySentence;
}

export interface TextContext {
  readonly tokens: readonly Token[];
  readonly historyBySentence: ReadonlyMap<number, readonly number[]>;
  readonly imminentBySentence: ReadonlyMap<number, readonly number[]>;
  readonly presentBySentence: ReadonlyMap<number, readonly number[]>;
}

export function readContext(tokens: readonly Token[]): TextContext {
  return {
    tokens,
    historyBySentence: markersBySentence(tokens, HISTORY_MARKERS),
    imminentBySentence: markersBySentence(tokens, IMMINENT_MARKERS),
    presentBySentence: markersBySentence(tokens, PRESENT_MARKERS),
  };
}

function firstToken(context: TextContext, match: FoundMatch): Token | undefined {
  return context.tokens[match.tokens[0] ?? -1];
}

/** A first-person denial right before the match: "I'm not going to", "I would never", "no plans to". */
export function isNegated(context: TextContext, match: FoundMatch): boolean {
  const first = firstToken(context, match);
  const start = match.tokens[0] ?? 0;
  if (first === undefined) return false;
  let negated = false;
  for (let index = start - 1; index >= 0 && index >= start - NEGATION_REACH; index -= 1) {
    const token = context.tokens[index];
    if (token === undefined || token.clause !== first.clause) break;
    if (NEGATORS.has(token.text)) {
      negated = true;
      break;
    }
    if (!NEGATION_BRIDGE.has(token.lemma) && !NEGATION_BRIDGE.has(token.text) && !FILLERS.has(token.text))
      break;
  }
  if (!negated) return false;
  return context.tokens.some(
    (token, index) =>
      token.clause === first.clause &&
      index <= (match.tokens.at(-1) ?? start) &&
      FIRST_PERSON.has(token.text),
  );
}

/** About the past ("last year", "when I was 15"), unless the same sentence brings it to now ("again"). */
export function isHistorical(context: TextContext, match: FoundMatch): boolean {
  const first = firstToken(context, match);
  return (
    first !== undefined &&
    context.historyBySentence.has(first.sentence) &&
    !context.presentBySentence.has(first.sentence)
  );
}

export interface Subject {
  readonly peer: boolean;
  /** Where the other person is named ("my roommate"), for highlighting; undefined for the writer. */
  readonly mention: readonly number[] | undefined;
}

function mentionAt(tokens: readonly Token[], index: number): number[] {
  const before = tokens[index - 1];
  return before !== undefined && before.text === 'my' ? [index - 1, index] : [index];
}

/** Who the match is about: the writer, or someone they are worried about. */
export function subjectOf(context: TextContext, match: FoundMatch): Subject {
  const { tokens } = context;
  const inMatch = match.tokens.map((index) => tokens[index]);
  if (inMatch.some((token) => token !== undefined && FIRST_PERSON.has(token.text))) {
    return { peer: false, mention: undefined };
  }
  const start = match.tokens[0] ?? 0;
  const first = tokens[start];
  let pronoun = -1;
  const thirdInMatch = match.tokens.find((index) => THIRD_PERSON.has(tokens[index]?.text ?? ''));
  if (thirdInMatch !== undefined) pronoun = thirdInMatch;
  for (let index = start - 1; index >= 0 && index >= start - PEER_REACH; index -= 1) {
    const token = tokens[index];
    if (token === undefined || first === undefined || token.sentence !== first.sentence) break;
    if (PEER_NOUNS.has(token.text)) return { peer: true, mention: mentionAt(tokens, index) };
    if (pronoun < 0 && FIRST_PERSON.has(token.text)) return { peer: false, mention: undefined };
    if (pronoun < 0 && THIRD_PERSON.has(token.text)) pronoun = index;
  }
  return pronoun >= 0 ? { peer: true, mention: [pronoun] } : { peer: false, mention: undefined };
}

/** Study, fiction or training about the topic rather than the writer's own experience. */
export function isFramed(context: TextContext, match: FoundMatch): boolean {
  const { tokens } = context;
  const start = match.tokens[0] ?? 0;
  const end = match.tokens.at(-1) ?? start;
  const first = tokens[start];
  if (first === undefined) return false;
  for (let index = end + 1; index <= end + 2; index += 1) {
    const token = tokens[index];
    if (token === undefined || token.sentence !== first.sentence) break;
    if (FRAMING_AFTER.has(token.text)) return true;
  }
  // Walk back over connecting words ("on", "about the") and at most a couple of others ("the
  // Jonestown mass suicide") to a study or fiction word; the writer speaking ("I", "my") ends the walk.
  let othersLeft = FRAMING_OTHER_WORDS;
  for (let index = start - 1; index >= 0 && index >= start - FRAMING_REACH; index -= 1) {
    const token = tokens[index];
    if (token === undefined || token.clause !== first.clause || FIRST_PERSON.has(token.text)) return false;
    if (FRAMING_STOPS.has(token.text)) return false;
    if (FRAMING_WORDS.has(token.text)) return true;
    if (FRAMING_CONNECTORS.has(token.text) || FRAMING_CONNECTORS.has(token.lemma)) continue;
    if (othersLeft === 0 || NEGATORS.has(token.text)) return false;
    othersLeft -= 1;
  }
  return false;
}

/** Tokens of a "tonight" / "right now" marker in the match's sentence, or "now" right after it. */
export function imminentMarker(context: TextContext, match: FoundMatch): readonly number[] | undefined {
  const first = firstToken(context, match);
  if (first === undefined) return undefined;
  const inSentence = context.imminentBySentence.get(first.sentence);
  if (inSentence !== undefined) return inSentence;
  const end = match.tokens.at(-1) ?? 0;
  for (let index = end + 1; index <= end + 2; index += 1) {
    const token = context.tokens[index];
    if (token?.text === 'now' && token.sentence === first.sentence) return [index];
  }
  return undefined;
}
