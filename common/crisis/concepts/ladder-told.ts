/**
 * Rules of the ladder for risk told by its facts rather than named: short present-tense statements with no method,
 * wish or intent word, which are risky only in combination.
 *
 *   being at a height, water or rail, in a bare chat line ("on the bridge now", "在桥上了。对不起") ........ critical
 *   everything taken, in a bare chat line ("took them all. sorry") ........................................ critical
 *   a harmful amount taken, the medication unnamed, with symptoms now ("took everything in the box ... my
 *   ears are ringing") ................................................................................. critical
 *   a weapon carried where someone is ("hes in the lab. im armed", "traigo la pistola ... y ese wey está en la
 *   cafetería") ........................................................................................ critical
 *
 * A bare chat line (`ReadHits.bare`) is one of a few words that names no outing, trip, meal or game, and a text an
 * everyday reason, a study, a story or a recovery explains never counts as one.
 */
import type { LadderLevel } from './ladder-core';
import { cue, ideation, place, soonForIntent, tonight, type Want, weapon } from './ladder-terms';
import type { ReadHits } from './reading';
import { EVERYDAY_TOOL } from './reading-words';
import type { ConceptHit } from './types';

type All = (anchor: Want, ...others: Want[]) => ConceptHit[] | undefined;
type Rule = (rule: string, level: LadderLevel, hits: ConceptHit[] | undefined) => void;

/** "them all", "everything", "todo", "tudo", "alles", "sab", "全": the whole of what was there, told by its object. */
const WHOLE =
  /\b(?:them all|all of them|everything|all|it all|tutt[eioa]|tod[ao]s?|tudo|tout|toutes?|tous|alles?|sab|saari)\b|全|كل/;
const whole = (hit: ConceptHit): boolean =>
  hit.family === 'overdose' &&
  (hit.concept === 'quantity' || hit.concept === 'taken') &&
  WHOLE.test(hit.term) &&
  !/\ball (?:my|of my)\b/.test(hit.term);
const symptom = (hit: ConceptHit): boolean =>
  hit.family === 'overdose' && (hit.concept === 'symptom' || hit.concept === 'symptom_severe');
const now = (hit: ConceptHit): boolean => hit.family === 'timing' && hit.concept === 'imminent';
const named = (hit: ConceptHit): boolean =>
  hit.family === 'means' && (hit.concept === 'medication' || hit.concept === 'insulin');

/** Looked down from a place: its own concept, or being there "looking down" ("mirando abajo"). */
const lookedDown = (hit: ConceptHit): boolean =>
  hit.family === 'means' &&
  (hit.concept === 'looked_down' ||
    (hit.concept === 'presence' && /look(?:ing)? down|mirando/.test(hit.term)));
/** Danger told where the writer is: at the door, outside, downstairs. */
const HERE = /outside|my door|downstairs|meiner tur|ma porte|minha porta|mi puerta|我门|بابي|mera darwaza/;
/** Carried in a bag, a pocket or a car, not only "with me". */
const CONTAINER =
  /bag|backpack|rucksack|pocket|car|locker|mochila|bolsillo|coche|sac|poche|voiture|tasche|auto|carro|zaino|tasca|macchina|包|口袋|شنط|جيب|jeb/;
const inContainer = (hit: ConceptHit): boolean =>
  hit.family === 'means' && hit.concept === 'carried' && CONTAINER.test(hit.term);
/** A time set by the message itself: "after i send this", "después de este mensaje", "发完这条". */
const THIS_MESSAGE =
  /send this|post this|this message|hit send|mandar esto|mande esto|este mensaje|ce message|envoye ca|dieser nachricht|abgeschickt|dessa mensagem|mandar isso|questo messaggio|mando questo|发完这条|الرساله|message bhejne|message ke baad/;
const harmfulWeapon = (hit: ConceptHit): boolean => weapon(hit) && !EVERYDAY_TOOL.test(hit.term);
/** Permanence told with a goodbye: "for good", "para siempre", "pour toujours", "für immer", "永远". */
const FOREVER =
  /for good|forever|para siempre|pra sempre|pour toujours|pour de bon|fur immer|per sempre|永远|الابد|للابد|hamesha ke liye/;
const ONCE = /^(?:once|when|after) /;
const wordsFarewell = (hit: ConceptHit): boolean =>
  hit.family === 'finality' && hit.concept === 'farewell' && hit.language !== 'emoji';
const bleedingInWords = (hit: ConceptHit): boolean =>
  hit.family === 'self_harm' && hit.concept === 'bleeding' && hit.language !== 'emoji';
const goodbye = (hit: ConceptHit): boolean => hit.family === 'finality' && hit.concept === 'goodbye';
/** Thanks for everything, and leave taken: forgiveness asked, "look after yourselves", love said to all. */
const THANKS =
  /thank|gracias|merci|danke|obrigad|grazie|谢谢|شكر|علي كل شي|thanks|shukriya|per tutto|por tudo/;
const LEAVE =
  /sorry for everything|forgive|perdon|pardon pour|tut mir leid|scusate|对不起|سامح|maaf|take care of yourselves|cuidense|prenez soin de vous|passt auf euch auf|cuidem-se|abbiate cura di voi|保重|khayal rakhna|los quiero|los quise|je vous aime|vi voglio bene/;
const thanked = (hit: ConceptHit): boolean =>
  goodbye(hit) && THANKS.test(hit.term) && hit.language !== 'emoji';
const leaveTaken = (hit: ConceptHit): boolean => goodbye(hit) && LEAVE.test(hit.term);
/** Letters and a will, in the nine languages: a farewell in writing. */
const LETTERS = /letter|\bwill\b|brief|carta|lettre|lettera|信|رساله|رسائل|chitthi/;
/** An act told as an ending: "se acaba todo", "it all ends", "c'est fini", "结束", "khatam". */
const ENDING = /acab|\bend|fini|termin|schluss|\bende\b|结束|ينتهي|انتهي|khatam|\bover\b/;
/** The key to where a means is kept, in the nine languages. */
const KEY = /\bkeys?\b|schlussel|chiav[ei]|llave|\bcle\b|chave|钥匙|مفتاح|chabi/;
/** A gun safe or a gun cabinet: a firearm stored as it should be. */
const GUN_STORAGE = /gun safe|gun cabinet|waffenschrank/;
/** "not just thinking about it", "ya no es solo una idea", "不只是想想": thoughts said to be more than thoughts. */
const NOT_JUST =
  /not just|more than just|no es solo|no solo|pas juste|plus juste|plus seulement|nicht (?:mehr )?nur|nao e so|nao to so|ja nao to|nao estou so|non (?:e )?(?:piu )?solo|不只是|不是想想|مو بس|ليست مجرد|sirf soch/;
const notJust = (hit: ConceptHit): boolean =>
  hit.family === 'timing' && hit.concept === 'frequent' && NOT_JUST.test(hit.term);

/** Despair words that usually take an object: done with, no point in, why go on with; not when "anymore" ends them. */
const OF_SOMETHING = /\bdone\b|continu|seguir|avanti|weiter|point|bother/;
const ANYMORE = /\banymore$/;
/** Thanks for everything said to the group ("thanks for everything guys", "gracias por todo chicos"), not to an audience. */
const TO_ALL = /guys|chicos|chicas|les gars|leute|galera|ragazzi/;

export function toldByFacts(all: All, rule: Rule, read: ReadHits): void {
  if (read.bare && !read.explained) {
    rule(
      'at a dangerous place, told alone',
      'critical',
      all((hit) => hit.family === 'means' && hit.concept === 'presence' && hit.language !== 'emoji', place),
    );
    rule('at a dangerous place now, told alone', 'critical', all(place, now));
    rule('everything taken, told alone', 'critical', all('overdose.taken', whole));
    // A goodbye of its own: "merci pour tout" is read both ways and is no farewell waved on its own.
    const alsoFarewell = (hit: ConceptHit): boolean =>
      read.risk.some((other) => wordsFarewell(other) && other.from === hit.from && other.to === hit.to);
    rule(
      'a farewell to everyone, told alone',
      'high',
      all(wordsFarewell, (hit) => goodbye(hit) && !alsoFarewell(hit)),
    );
    // Farewell letters or a will told and nothing else said ("die abschiedsbriefe sind schon geschrieben").
    rule(
      'farewell letters, told alone',
      'high',
      all((hit) => wordsFarewell(hit) && LETTERS.test(hit.term)),
    );
    // Thanks with forgiveness asked or a "look after yourselves" and nothing else said ("danke für alles ... passt auf
    // euch auf", "شكراً على كل شي ... سامحوني"); a goodbye with despair ("سامحيني يا ماما، ما قدرت أكمل").
    rule('thanks and leave taken, told alone', 'medium', all(thanked, leaveTaken));
    // Something given or entrusted with thanks or "for good", and nothing else said ("obrigada por tudo ... cuidem da
    // Mel por mim", "sie soll meine Katze nehmen. für immer").
    rule(
      'given with thanks or for good, told alone',
      'high',
      all('finality.arrangements', (hit) => thanked(hit) || (goodbye(hit) && FOREVER.test(hit.term))),
    );
    rule(
      'a goodbye with despair, told alone',
      'high',
      all(
        leaveTaken,
        (hit) => hit.family === 'ideation' && hit.concept === 'hopeless' && hit.language !== 'emoji',
      ),
    );
    // Despair and nothing else said ("can't do this anymore", "ya no puedo más", "bas ab aur nahi hota"): medium;
    // despair that takes an object ("done with this semester", "a quoi bon continuer ce tuto") is not counted.
    rule(
      'despair, told alone',
      'medium',
      all(
        (hit) =>
          hit.family === 'ideation' &&
          hit.concept === 'hopeless' &&
          hit.language !== 'emoji' &&
          (!OF_SOMETHING.test(hit.term) || ANYMORE.test(hit.term)),
      ),
    );
    // Thanks for everything said to the group and nothing else ("thanks for everything guys"): a goodbye, medium.
    rule(
      'thanks to all, told alone',
      'medium',
      all((hit) => thanked(hit) && TO_ALL.test(hit.term)),
    );
    // An ending told with its day and nothing else said ("hoy se acaba todo", "it all ends today", "今天就结束了"); an
    // act named by its method ("jump off ... tonight") is read by the lexicon, at its own level.
    rule(
      'an ending with its time, told alone',
      'high',
      all((hit) => hit.family === 'intent' && hit.concept === 'act' && ENDING.test(hit.term), soonForIntent),
    );
    // A place in emoji waved goodbye to, and nothing else said ("🌉🌊👋", "🚆🛤️ 👋").
    rule(
      'a place waved goodbye to, told alone',
      'high',
      all(
        (hit) => place(hit) && hit.language === 'emoji',
        (hit) => goodbye(hit) && hit.language === 'emoji',
      ),
    );
  }
  // An act told with the moment it starts, the message itself ("after i send this i'm doing it"): under way.
  rule(
    'an act timed by this message',
    'critical',
    all('intent.act', (hit) => hit.family === 'timing' && THIS_MESSAGE.test(hit.term)),
  );
  // Bleeding told twice, neither inside the other ("it wont stop bleeding ... a whole roll of tissue").
  const bleeding = read.risk.filter(bleedingInWords);
  const first = bleeding[0];
  const second =
    first &&
    bleeding.find((hit) => hit.to > first.to && hit.from > first.from && hit.sentence - first.sentence <= 2);
  rule('bleeding that will not stop, told twice', 'critical', first && second ? [first, second] : undefined);
  // Danger back at the door ("hes outside my door again"), a place visited night after night, no future told with
  // despair ("whats the point ... i wont be around for it"), a threat with something carried ("something in my bag").
  rule(
    'danger told as again',
    'high',
    all(
      (hit) =>
        hit.family === 'abuse' &&
        hit.concept === 'danger' &&
        HERE.test(hit.term) &&
        read.presentSentences.has(hit.sentence),
    ),
  );
  // Danger at home told twice, neither inside the other ("it's not safe to go home, he's drunk and broke the door").
  // Not one bare Latin word ("broken"), which tells of locks and windows as often.
  const dangers = read.risk.filter(
    (hit) => hit.family === 'abuse' && hit.concept === 'danger' && !/^[a-z]+$/.test(hit.term),
  );
  const firstDanger = dangers[0];
  const otherDanger =
    firstDanger &&
    dangers.find(
      (hit) =>
        hit.term !== firstDanger.term &&
        (hit.from >= firstDanger.to || hit.to <= firstDanger.from) &&
        hit.sentence - firstDanger.sentence <= 2,
    );
  rule('danger told twice', 'high', firstDanger && otherDanger ? [firstDanger, otherDanger] : undefined);
  rule('at a dangerous place, night after night', 'high', all('means.presence', place, 'timing.frequent'));
  // A height gone back to and looked down from, told as a habit, as again or with a cue ("fui de novo até o viaduto
  // ... olhando os carros lá embaixo", "我这几天晚上都上去坐着往下看", "hostel ki chhat pe ... neeche dekhta rehta hu").
  rule('a place gone back to and looked down from', 'high', all(lookedDown, place, 'timing.frequent'));
  rule(
    'a place gone back to and looked down from',
    'high',
    all((hit) => lookedDown(hit) && read.presentSentences.has(hit.sentence), place),
  );
  rule('a place gone back to and looked down from', 'high', all(lookedDown, place, cue));
  rule(
    'no future told with despair',
    'high',
    all('finality.absence', (hit) => hit.family === 'ideation' && hit.concept === 'hopeless'),
  );
  rule('a threat with something carried', 'high', all('harm_others.threat', inContainer));
  // A harmful amount of a medication ready, with a time like "tonight" or "once my roommate leaves".
  rule(
    'a harmful amount ready, with a time',
    'critical',
    all(
      named,
      'overdose.quantity',
      (hit) => tonight(hit) || (hit.family === 'timing' && ONCE.test(hit.term)),
    ),
  );
  // A rope or a gun kept in a named place, with tonight ("the rope is in my wardrobe. tonight after my flatmate leaves").
  rule(
    'a means kept ready, with tonight',
    'critical',
    read.explained
      ? undefined
      : all(
          (hit) => hit.family === 'means' && (hit.concept === 'ligature' || hit.concept === 'firearm'),
          'means.kept',
          (hit) => tonight(hit) && !read.negatedSentences.has(hit.sentence),
        ),
  );
  // A rope or a gun kept at hand: its key known ("i know where the key is", "le chiavi dell'armadietto"), or laid in a
  // wardrobe or a cupboard with a time told ("der Strick liegt schon im Kleiderschrank. ich warte nur, bis ..."); not a
  // gun safe: storage as it should be.
  rule(
    'a means kept at hand',
    'high',
    all(
      (hit) => hit.family === 'means' && (hit.concept === 'ligature' || hit.concept === 'firearm'),
      (hit) =>
        hit.family === 'means' &&
        hit.concept === 'kept' &&
        !GUN_STORAGE.test(hit.term) &&
        (KEY.test(hit.term) || (!read.explained && read.risk.some((other) => other.family === 'timing'))),
    ),
  );
  // Pills set out with the act weighed, decided or timed ("tablets lined up next to a glass of water. just deciding").
  rule(
    'medication set out, the act weighed',
    'critical',
    all(
      named,
      'means.laid_out',
      (hit) => hit.concept === 'deliberating' || hit.family === 'intent' || now(hit) || ideation(hit),
    ),
  );
  rule(
    'more than thoughts, with a decision',
    'high',
    all(notJust, (hit) => hit.family === 'intent' || ideation(hit) || hit.concept === 'rumination'),
  );
  // The medication unnamed ("took everything in the box"): an amount taken with symptoms, not told of days ago.
  if (!read.risk.some(named) && !read.risk.some((hit) => hit.concept === 'earlier'))
    rule(
      'a harmful amount taken, with symptoms',
      'critical',
      all('overdose.taken', (hit) => hit.family === 'overdose' && hit.concept === 'quantity', symptom),
    );
  // A firearm at home with nobody there ("dads shotgun is in the cupboard and nobody is home till monday"); a place
  // checked twice for how it would work ("which train doesnt stop ... what time it passes").
  rule(
    'a firearm with nobody home',
    'critical',
    read.explained ? undefined : all('means.firearm', 'means.unwatched'),
  );
  const checks = read.risk.filter((hit) => hit.family === 'means' && hit.concept === 'lethality');
  const firstCheck = checks[0];
  const otherCheck = firstCheck && checks.find((hit) => hit.from >= firstCheck.to);
  rule('a method checked twice', 'high', firstCheck && otherCheck ? [firstCheck, otherCheck] : undefined);
  // A weapon obtained and said to be meant for someone ("bought a knife today. its for him").
  rule(
    'a weapon obtained for someone',
    'high',
    read.explained ? undefined : all(harmfulWeapon, 'means.acquired', 'harm_others.meant_for'),
  );
  // Something given or arranged "for good", "para siempre", "für immer", "永远", with thanks or another goodbye
  // ("she can keep my cat for good. thanks for everything").
  const forever = read.risk.find((hit) => goodbye(hit) && FOREVER.test(hit.term));
  const thanks =
    forever && read.risk.find((hit) => goodbye(hit) && (hit.to <= forever.from || hit.from >= forever.to));
  const given = read.risk.find((hit) => hit.family === 'finality' && hit.concept === 'arrangements');
  rule(
    'given for good',
    'high',
    !read.explained && given && forever && thanks ? [given, forever, thanks] : undefined,
  );
  // A weapon carried to a person or a place of study, with no threat word ("brought my knife to campus ... in my
  // locker", "traigo la navaja ... en clase"): as one obtained for it (ladder.ts).
  rule(
    'a weapon brought for a target',
    'high',
    read.explained ? undefined : all(harmfulWeapon, 'means.carried', 'harm_others.target'),
  );
  rule(
    'a weapon carried where someone is',
    'critical',
    read.explained ? undefined : all(harmfulWeapon, 'means.carried', 'harm_others.located'),
  );
}
