import { describe, expect, it } from 'vitest';
import { levelOf, quiet } from './test-helpers';

// General forms added after H28, each beside harmless frames that must stay quiet. Our own sentences, not the round's.
describe('false alarms: jokes with an everyday trouble, study and help asked for someone else', () => {
  it.each([
    "if i read one more chapter of this i'm jumping out the lecture window lol",
    'i could literally strangle my lab partner, he deleted our data again',
    'kms just sent the email to the wrong tutor',
    'psychology project: how many students report harassment each term, is there data?',
    "a friend's partner hits her and she wants to leave, what are my options",
    'doando minhas panelas antes de voltar pro Porto, alguém quer?',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it.each([
    ["if i have to read one more message from him i'm jumping off the bridge tonight", 'critical'],
    ["if i have to read one more page of this i'm jumping off the bridge tonight", 'critical'],
    ['my friend took 30 pills an hour ago, how can we help her', 'critical'],
    ['my flatmate took 30 pills an hour ago, what can i do to help', 'critical'],
    ["i have 40 pills saved and tonight i'll take them all, what are my options", 'critical'],
  ] as const)('a frame does not hide danger now: %s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('places, wishes, harm to others, abuse, eating, self-harm, overdoses and finality told by their facts', () => {
  it.each([
    ["sometimes it feels like i'm sitting in a waiting room for life to be over", 'medium'],
    ['a veces he pensado en quitarme de en medio', 'medium'],
    ['si je traversais sans regarder ce serait peut-être mieux', 'medium'],
    ['vorrei andarmene, anzi per sempre', 'medium'],
    ['🙂🔫', 'high'],
    ["i'm standing at the edge of the cliff path and the tide is in", 'critical'],
    ['je suis sur les voies derrière le stade, le prochain train arrive bientôt', 'critical'],
    ['最近一直去天台上站着，越站越久', 'critical'],
    ['门窗都封好了，今晚就在房间里烧炭', 'critical'],
    ['chhat pe khada hoon, bas ek kadam', 'critical'],
    ['which stretch of the bypass has no barriers', 'high'],
    ["she's going to find out what it costs, i know which bus she takes home", 'medium'],
    ["il menace d'envoyer la vidéo à mes parents si je ne paie pas", 'high'],
    ['er schreibt mir ständig von neuen nummern und hat meinen stundenplan gepostet', 'high'],
    ['roz mere ghar tak follow karta hai', 'high'],
    ['tomando laxante todo dia e hoje saiu sangue', 'high'],
    ['fico contando cada caloria e me sinto culpada', 'medium'],
    ['每天饭后都去厕所吐，心跳很乱', 'high'],
    ['🤢🍽️🚽', 'medium'],
    ['my throat is bleeding from making myself sick after meals', 'high'],
    ['ich habe mir gestern die arme aufgeschnitten', 'high'],
    ['about to take the rest of the sleeping pills, not to die, just to stop feeling', 'critical'],
    ['hace un mes me tomé un bote de paracetamol y me lavaron el estómago', 'high'],
    ['الشهر الماضي أخذت جرعة زايدة ونقلوني للمستشفى', 'high'],
    ["i'm done. it was a choice and not an accident", 'high'],
    ["j'ai rendu les clés de ma chambre et donné mes affaires, je voulais dire au revoir", 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    "if i have to read one more message from my ex i'm blocking him lol",
    'i bought a new cooking knife for the flat, is there a knife skills class',
    'how do i renew my hunting licence while studying abroad',
    'selling my bike before i move to leeds, anyone want it?',
    'my friend wears long sleeves because she is always cold in the library',
    'we went for a swim at the quarry lake last summer, is the outdoor club going again',
    'is there a late bus timetable for the 22 after 11pm',
    'i returned the keys to my landlord at the end of the lease, when do i get my deposit back',
    "j'ai rendu les clés de ma chambre au propriétaire à la fin du bail",
    'thanks for everything, we will miss you, enjoy your retirement professor',
    'danke für alles und pass gut auf dich auf im ruhestand, lieber professor',
    'bought charcoal for the barbecue on saturday, who is bringing the burgers',
    '买了炭，周末去烧烤',
    'i need antifreeze for the car in winter, where is the nearest garage',
    'it was a choice between history and politics and i picked history',
    'i know which bus goes to the hospital, the 14 or the 22?',
    'fico contando cada caloria para o meu projeto de nutrição',
    'which stretch of the coast path has the best views for a run',
    'that stretch of the bypass has no street lights and no cameras, is there a safer cycle route to the science park',
    'my runs are getting a bit longer each time, any tips for knee pain',
    "i'll find out what that costs at the bookshop",
    'die baustelle steht seit wochen vor meinem wohnheim, wann ist sie fertig',
    'woh mujhe instagram pe follow karta hai, kya karun',
    '昨晚喝多了去厕所吐了，今天请假',
    "mon ami m'a filmée et c'était trop drôle",
    "if you're reading this after 5pm the office is closed, please email instead",
    'i gave my flatmate the passwords to everything for the wifi and netflix',
    'about to take two paracetamol for this headache then off to bed',
    'me tomé un bote de helado entero anoche jaja',
    'my throat is bleeding a bit from coughing with the flu, can i get a gp appointment',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('poisons: a helpline is help, bleach swallowed is an emergency', () => {
  it('stays quiet: a poisons helpline called for a child who is fine', () => {
    quiet(
      'My little brother ate a crayon and my mum called the poison line, he is fine now. Can I leave early?',
    );
  });

  it.each([
    ['i swallowed bleach an hour ago', 'critical'],
    ['call poison control for me, i swallowed the bleach an hour ago', 'critical'],
    ['i put rat poison in his drink tonight', 'critical'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});
