/**
 * The writer's own words around a hit: whether the writer is its subject ("i want to ...", "kill myself"), and
 * whether a deed is only thought of ("thinking about going up there").
 */
import type { ScannedText } from './match';
import type { ConceptHit } from './types';

/** Weapons that are also everyday things: a kettle, a bat, pepper spray carried for safety. */
export const EVERYDAY_TOOL = /pepper spray|kettle|hockey stick|^a? ?bat$|the pan|frying pan/;

/** The writer as the subject: "i want to die", "i'm going to overdose"; within the hit, also "kill myself". */
export const SUBJECT = new Set(['i', 'im', 'ive', 'id', 'ill']);
const SELF_IN_HIT = new Set(['i', 'im', 'ive', 'id', 'me', 'my', 'myself']);
const SUBJECT_REACH = 3;

/**
 * A hit the writer says of themselves ("my module is too much, i want to kill myself"): a study framing in
 * the sentence does not set it aside, because the framing is about the topic, not the writer's own words.
 */
export function speaksForSelf(
  scanned: ScannedText,
  hit: Pick<ConceptHit, 'word' | 'to' | 'sentence'>,
): boolean {
  const { words } = scanned;
  let index = hit.word;
  for (; index < words.length && (words[index]?.from ?? Infinity) < hit.to; index += 1)
    if (SELF_IN_HIT.has(words[index]?.text ?? '')) return true;
  for (let before = hit.word - 1; before >= 0 && before >= hit.word - SUBJECT_REACH; before -= 1) {
    const word = words[before];
    if (word === undefined || word.sentence !== hit.sentence) break;
    if (SUBJECT.has(word.text)) return true;
  }
  return false;
}

/** "thinking about", "thoughts of", "pienso en": what follows is a thought, not a deed. */
const CONTEMPLATION = new Set([
  'thinking',
  'think',
  'thought',
  'thoughts',
  'pensando',
  'pienso',
  'penso',
  'pense',
]);
const ABOUT = new Set(['about', 'of', 'en', 'em', 'a']);
/**
 * Acts and places that, thought of, are thinking about a method. A wish to kill oneself thought of stays a wish
 * ("thinking about killing myself" is high, as counselors read it).
 */
const THOUGHT_OF: Readonly<Record<string, string>> = {
  'means.at_edge': 'method_thoughts',
  'means.presence': 'method_thoughts',
  'means.exhaust': 'method_thoughts',
  'intent.act': 'method_thoughts',
  // "been thinking about taking them all with vodka": an overdose thought of, not taken.
  'overdose.taken': 'method_thoughts',
};

/**
 * A deed told as the object of a thought ("i've been thinking about going up there", "thinking a lot about
 * sitting in the closed garage") or imagined is a thought of it: thinking about a method (high), not being there.
 */
/** "want to", "urge to", "ganas de", "envie de": what follows is wanted, not done. */
const DESIRE = new Set([
  'want',
  'wanting',
  'urge',
  'urges',
  'ganas',
  'envie',
  'vontade',
  'voglia',
  'lust',
  'drang',
]);
const DESIRE_REACH = 3;

/** Self-harm wanted ("keep wanting to hurt myself", "ganas de hacerme daño otra vez") is an urge, not an act. */
function wantedSelfHarm(scanned: ScannedText, hit: ConceptHit): ConceptHit {
  const { words } = scanned;
  for (let before = hit.word - 1; before >= 0 && before >= hit.word - DESIRE_REACH; before -= 1) {
    const word = words[before];
    if (word === undefined || word.sentence !== hit.sentence) break;
    if (DESIRE.has(word.text)) return { ...hit, concept: 'urge' };
  }
  return hit;
}

export function thoughtOf(scanned: ScannedText, hit: ConceptHit): ConceptHit {
  if (hit.family === 'self_harm' && hit.concept === 'act') return wantedSelfHarm(scanned, hit);
  const concept = THOUGHT_OF[`${hit.family}.${hit.concept}`];
  if (concept === undefined) return hit;
  const { words } = scanned;
  // "how easy it would be to climb over": a deed after "would be to" is imagined, not done.
  for (let to = hit.word - 1; to >= hit.word - 4 && to >= 2 && words[to]?.sentence === hit.sentence; to -= 1)
    if (words[to]?.text === 'to' && words[to - 1]?.text === 'be' && words[to - 2]?.text === 'would')
      return { ...hit, family: 'ideation', concept };
  // Back from the hit to "about"/"of" over at most five words of the same clause (no new subject, and not
  // "thinking about it", whose object is told), then to the thinking word.
  for (let about = hit.word - 1; about >= hit.word - 6 && about > 0; about -= 1) {
    const word = words[about];
    if (word?.sentence !== hit.sentence || SUBJECT.has(word.text)) return hit;
    if (!ABOUT.has(word.text) || words[about + 1]?.text === 'it') continue;
    for (let think = about - 1; think >= about - 3 && think >= 0; think -= 1)
      if (words[think]?.sentence === hit.sentence && CONTEMPLATION.has(words[think]?.text ?? ''))
        return { ...hit, family: 'ideation', concept };
  }
  return hit;
}

/**
 * An everyday outing, trip, meal, game, laugh or stubborn machine, in any of the nine languages: a chat line that names one ("on the
 * bridge now, the sunset 📸", "on the roof, come up for drinks") is not a bare statement of being somewhere.
 */
const OUTING = new RegExp(
  [
    '\\b(?:photos?|pics?|pictures?|selfies?|views?|sunset|sunrise|party|bbq|barbecue|picnic|drinks?|beers?|fireworks',
    'stars|stargazing|tour|hike|hiking|jog|jogging|running|cycling|bike|dog|game|level|map|lol|lmao|haha|traffic',
    'delayed|omw|on my way|be there|see you|see u|meet|come up|join|coffee|lunch|dinner|class|lecture|shift|bus|tram',
    'uber|taxi|ferry|foto|fotos|vista|atardecer|fiesta|paseo|paseando|caminando|partido|juego|llego|nos vemos|cafe',
    'clase|autobus|vue|coucher de soleil|fete|soiree|balade|promenade|jeu|j arrive|on se voit|cours|aussicht',
    'sonnenuntergang|spaziergang|spazieren|joggen|spiel|bin gleich da|komme gleich|kaffee|vorlesung|por do sol|festa',
    'passeio|caminhada|jogo|chego|to chegando|aula|onibus|tramonto|passeggiata|gioco|arrivo|caffe|lezione',
    'ghoomne|aa raha|aa rahi|shop|charity|store|recycling|back to|campus|club|friends|with my|with the|nearly|almost|avec|mit allen|mit meinen|grillen|con los|con mis|con gli|com os|transito|parado|stau|bouchon|amigos|amis|freunde|amici|trip|holiday|vacation|suitcase|reise|urlaub|koffer|viaje|vacaciones|maleta|voyage|vacances|valise|viagem|ferias|mala|viaggio|vacanze|valigia|was ich|what i need|lo que necesito|que precisava|que preciso|ce dont j ai besoin|quello che mi serve|portal|printer|wifi|wi-fi|website|login|password|laptop|moodle|canvas|blackboard|impresora|imprimante|drucker|impressora|stampante|to see|to visit|visiting|ticket|tickets|timetable|taking the train|take the train|catch the train|catching the train|get the train|getting the train|cojo el tren|coger el tren|tomo el tren|prendre le train|prends le train|je prends le train|nehme den zug|den zug nehmen|pego o trem|pegar o trem|prendo il treno|prendere il treno|billet|billets|horaire|horaires|fahrkarte|fahrplan|billete|billetes|horario|bilhete|passagem|biglietto|orario|voir ma|voir mes|voir mon|rendre visite|besuchen|visitar|ver a mi|ver a mis)\\b|打印机|网站|طابعه|拍照|照片|风景|日落|散步|跑步|聚会|游戏|马上到|公交|صور|تصوير|منظر|حفله|مشي|لعبه|😂|🤣|📸|📷',
  ].join('|'),
);
/**
 * A journey held up or a way asked: a train or a bus delayed or cancelled, traffic, being late for a class, the room
 * looked for ("my train is delayed", "where is room 3").
 */
const DELAYED = new RegExp(
  [
    '\\b(?:delayed|delays?|cancell?ed|running late|be late|late for|missed my train|miss my train|my train|my bus',
    'my flight|stuck in traffic|traffic jam|rail replacement|retraso|retrasad[oa]|cancelad[oa]|llegare tarde|llego tarde|voy tarde|atasco',
    'retards?|annule|bouchons?|verspatung|verspatet|zu spat|ausgefallen|stau|atrasad[oa]|chegar tarde|engarrafamento',
    "ritardo|cancellato|arrivero tardi|bloccato nel traffico|late hai|late ho|cancel ho|where is room|where's room",
    'where is the room|which room|what floor|where do we meet|donde esta la sala|donde esta el aula|ou est la salle',
    'wo ist raum|wo ist der raum|onde fica a sala|dov e l aula|dove si trova l aula|room kahan hai|class kahan hai)\\b',
    '晚点|迟到|堵车|教室在哪|会议室在哪|متاخر|ساتاخر|زحمه سير|وين القاعه|اين القاعه',
  ].join('|'),
);
/** Where a journey is held up: a station, a platform, a bridge or a road, and being there. */
const ON_THE_WAY = new Set(['rail', 'road', 'height', 'presence']);

/**
 * A text that tells only of a journey held up ("at the station now, my train is delayed, I'll be late for the
 * exam"): its stations, platforms and bridges, with the writer there now, are the way, not a place of danger. Any
 * other sign (a wish, an intent, a goodbye, despair) keeps them.
 */
export function onlyAJourney(
  scanned: ScannedText,
  hits: readonly ConceptHit[],
  risk: (hit: ConceptHit) => boolean,
): boolean {
  // The text is read for a delay only when a place or being there is all it has: most texts never are.
  return (
    hits.some((hit) => hit.family === 'means') &&
    hits.every(
      (hit) =>
        !risk(hit) ||
        hit.family === 'timing' ||
        (hit.family === 'means' && ON_THE_WAY.has(hit.concept)) ||
        (hit.family === 'harm_others' && hit.concept === 'target'),
    ) &&
    DELAYED.test(scanned.folded)
  );
}

/**
 * An everyday reason explains every sign of finality in a text that has no other sign of risk ("I'm going home after
 * my degree ... this is my last ticket, thank you for everything"); a kettle given away is no sign, nor a locker's key
 * handed in, nor "tous les conseils" an amount without a medication.
 */
export function onlyFinalityExplained(
  scanned: ScannedText,
  hits: readonly ConceptHit[],
  risk: (hit: ConceptHit) => boolean,
): boolean {
  if ((scanned.contextSentences.get('reason')?.size ?? 0) === 0) return false;
  const withMeans = hits.some((hit) => hit.family === 'means');
  return hits.every(
    (hit) =>
      !risk(hit) ||
      hit.family === 'finality' ||
      hit.family === 'timing' ||
      (hit.family === 'harm_others' && hit.concept === 'target') ||
      (hit.family === 'means' && (EVERYDAY_TOOL.test(hit.term) || hit.concept === 'kept')) ||
      (hit.concept === 'quantity' && !withMeans),
  );
}

const BARE_WORDS = 12;
const BARE_LENGTH = 90;

/**
 * A chat line of a few words (at most twelve Latin words, ninety characters) that names no outing, trip, meal or
 * game: where "on the bridge now", "在桥上了。对不起" or "took them all. sorry" is all the writer says, being there or
 * having taken them is the message.
 */
export function bareLine(scanned: ScannedText): boolean {
  return (
    scanned.words.length <= BARE_WORDS && scanned.folded.length <= BARE_LENGTH && !OUTING.test(scanned.folded)
  );
}
