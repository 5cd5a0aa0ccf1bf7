import { describe, expect, it } from 'vitest';
import { levelOf, quiet } from './test-helpers';

// General forms added after H29, each beside harmless frames that must stay quiet. Our own sentences, not the round's.
describe('false alarms: a laugh with an everyday trouble, recovery told with ages and years', () => {
  it.each([
    "if i have to rewrite this essay one more time i'm jumping out the library window lol",
    'kms this rota has me on every weekend 💀',
    "I took an overdose when I was 17. I'm 25 now and completely fine. Can I still apply for the nursing placement?",
    'a few years ago I self-harmed and the GP genuinely helped me through it. where do I leave feedback?',
    'as a teen i wanted to die all the time, now thriving. can i write about it for the newsletter',
    'este parcial de física me está matando jajaja, me quiero morir',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it.each([
    ["if i have to read one more message from him i'm jumping off the bridge tonight", 'critical'],
    ['i want to kill myself tonight, this timetable is the last straw', 'critical'],
  ] as const)('a laugh or a frame does not hide danger now: %s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('ideation, finality, places, self-harm, harm to others, abuse, eating and overdoses told by their facts', () => {
  it.each([
    ["i honestly don't think i have many weeks left in me", 'high'],
    ["i don't expect to be alive by then, so cancel my spring housing", 'high'],
    ['sometimes i pray for something terminal', 'medium'],
    ['sorted who gets my books and my bike', 'medium'],
    ['mañana ya no van a tener que aguantarme', 'medium'],
    ['bientôt ce sera plus ton problème', 'medium'],
    ['如果我不在了，爸妈会不会轻松一点', 'medium'],
    ['🥀🔚', 'medium'],
    ["is the canal fast this time of year, asking for reasons i won't say", 'high'],
    ['the insulin pens, what if i used all of them at once', 'high'],
    ['estoy en la azotea, no me digan que hay esperanza', 'critical'],
    ['scratched till it bled again last night', 'high'],
    ['how do i clean the cut so no one notices', 'high'],
    ['tô escondendo os cortes com a manga, ninguém sabe', 'high'],
    ['phir se blade uthaya, nishaan chhupane padte hain', 'high'],
    ['i just want someone else to hurt as much as i do', 'medium'],
    ['quella del gruppo me la paga. so dove abita', 'high'],
    ['我就带刀去找他', 'high'],
    ['🔫🏫😡', 'high'],
    ["je vais l'attendre à la sortie avec ce qu'il faut", 'high'],
    ['my girlfriend checks my location every hour', 'medium'],
    ["il a dit qu'il mettrait le feu à l'appart avec moi dedans", 'high'],
    ['sie hat gesagt sie bringt mich um wenn ich zur Polizei gehe', 'high'],
    ['ela fica rondando minha casa e sabe a roupa que eu tô usando', 'medium'],
    ['👀🚪😨', 'high'],
    ['got rid of lunch 3 times today and there was blood', 'high'],
    ['been eating basically nothing since monday', 'medium'],
    ['vomitei tudo e tô com o coração disparado', 'high'],
    ['non mangio da tre giorni e sono svenuta a lezione', 'high'],
    ['三天没怎么吃东西，早上晕倒了', 'high'],
    ['吃了太多止痛药，吐了好几次', 'critical'],
    ["did i take too much ket? can't feel my legs", 'critical'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'i bought a new cooking knife for the culinary course',
    'i got my hunting licence renewed for the season',
    "sold my bike because i'm moving to Leeds",
    "paid back the festival ticket money, we're square now",
    "my friend wears long sleeves in june because she's always cold",
    'we swam in the quarry lake in summer, it was deep and cold',
    'the late bus timetable changed again, the 23:40 is gone',
    'returned the keys to the landlord at the end of the lease',
    'thanks for everything, enjoy your retirement Dr Hale',
    'bought charcoal for the barbecue on saturday',
    'antifreeze for the car before winter, which one?',
    "it was a choice to switch course and i'm glad",
    "cancelled my gym membership because i'm moving to Bristol",
    'left my notes in the locker for my study partner',
    'gave my plants to the neighbour for the summer',
    'does the river run fast this time of year for kayaking?',
    "my mum called the poisons helpline when my little sister ate a crayon, she's fine",
    'is there a safer cycle route on a road with no cameras',
    'i pray i pass the final',
    'this schedule is killing me lol',
    'si me pasa algo con el vuelo te aviso',
    '我吃了太多零食，肚子很疼',
    "i'm 21 now and want to change my degree",
    'the counselling genuinely helped me through exam stress',
    'ce soir on va mettre le feu au barbecue',
    'falls ich zur Polizei gehe wegen dem geklauten Fahrrad, was brauche ich?',
    'she cleaned a cut on her knee so nobody at home notices she fell off her bike lol',
    'i dont wanna hurt my mums feelings by moving out, how do i tell her',
    'mum checks my location when i am out late, is that normal',
    "j'ai tout ce qu'il faut pour le barbecue",
    '👀🚪 who is at the door, pizza?',
    '🥀🫥🔚 season finale was so sad',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('not safe with oneself, told as a doubt', () => {
  it.each([
    ['hi is anyone on the chat right now? i dont think im safe with myself tonight', 'high'],
    ["i don't think i'm safe around myself", 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});
