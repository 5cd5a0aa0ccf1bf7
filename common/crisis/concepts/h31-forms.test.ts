import { describe, expect, it } from 'vitest';
import { levelOf, quiet } from './test-helpers';

// General forms added after H31, each beside harmless frames that must stay quiet. Our own sentences, not the round's.
describe('idioms, past episodes, help asked for someone else, games, errands and study read as harmless', () => {
  it.each([
    "if i have to sit through one more lecture on supply chains i'll shoot myself lol",
    'the printer crashed again and i want to jump out the window haha',
    'my phone died on the way home and i want to walk into the sea',
    'uninstalling this game, bye forever',
    "gg, i'm uninstalling. bye forever",
    'the season ends when he says goodbye to everyone and walks into the ocean, so sad',
    'kms 8am seminar on a monday',
    'my housemate who i think is restricting, how can i help her',
    "my friend told me he's been having suicidal thoughts. he's safe right now and agreed to talk to someone, how do i book him an appointment?",
    "ages ago i used to cut, now it's just a scar. how do i answer questions about it at the pool?",
    "i was suicidal at the time but i'm now well and cleared by my gp, can i come back in january?",
    'cancelling my gym membership before i go on exchange',
    'is the reading for week 4 on criminal liability for manslaughter by overdose?',
    'عندي بحث عن الانتحار لمادة علم الاجتماع',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it.each([
    ["i'm going to shoot myself tonight, i have the gun", 'critical'],
    ['i want to jump off the library roof tonight', 'critical'],
    ['i want to walk into the sea tonight and not come back', 'critical'],
    ["goodbye forever, i can't do this anymore", 'high'],
    ['im uninstalling. goodbye forever. i cant do this anymore. the pills are ready tonight', 'critical'],
    ['i want to kill myself before the 9am lecture', 'critical'],
    ["i'm so tired of everything, one more day and i'll kill myself", 'high'],
    ['my flatmate took a load of pills right now and wont wake up', 'critical'],
    ['ages ago i used to cut myself and last week i did it again', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('means counted or ready, finality by errands, harm to others, abuse, overdoses, eating and passive wishes', () => {
  it.each([
    ["my dad has a whole bottle of his old oxycodone in the cupboard. i've thought about it a lot", 'medium'],
    ['my clean streak reset to zero last night, i used the blade again', 'high'],
    ['fresh cuts again and long sleeves in july so nobody asks', 'high'],
    ["he blocked me so i'll make the whole group chat pay, i know where he lives", 'high'],
    ['se ela me humilhar de novo eu juro que faço ela pagar, já sei onde ela mora', 'high'],
    ["j'ai des envies de frapper mon coloc, ça me fait peur", 'high'],
    ['那个人我真想揍一顿，我已经知道他住哪了', 'high'],
    ['si vuelve a reírse de mí le rajo, llevo la navaja', 'high'],
    ["what's the maximum amount of sertraline before it gets dangerous", 'high'],
    ['combien de comprimés pour ne plus se réveiller', 'high'],
    ['estoy en el tejado del edificio y no me quiero bajar', 'critical'],
    ["thanks for everything, you were the best part of my year. i won't be around after friday", 'high'],
    ["found a home for Pepper with my aunt, i won't be around to look after her after this week", 'high'],
    ['signed the dog over to a rescue today. not planning on being around much longer', 'medium'],
    ['no voy a volver a clase, ni mañana ni nunca. cuídamela, por favor', 'critical'],
    ['dejé una carta en el cajón para mi madre, ya no voy a estar', 'high'],
    ['alles egal, ob ich morgen noch da bin', 'medium'],
    ['tanto faz se eu acordar amanhã', 'medium'],
    ['i keep thinking about steering into an oncoming truck on the motorway', 'high'],
    ["it's getting harder to talk myself out of it every night", 'high'],
    ['药都吃下去了，心跳好快', 'critical'],
    ['ended up in a&e after taking a load of my pills and i still want to do it', 'critical'],
    ['kal raat jaan boojh ke bahut saari tablets le li', 'critical'],
    ['my stepdad broke my nose last month and i have to go back there for christmas', 'high'],
    ["i moved out and i don't want him knowing where i live now, he hit me", 'high'],
    ['er steht vor meiner Tür und schreit, dass er mich umbringt', 'high'],
    ["il a des photos de moi et me demande de l'argent sinon il les poste", 'high'],
    ['je compte tout ce que je mange et je saute des repas', 'medium'],
    ['aaj se khaana skip karna shuru, har calorie count karungi', 'medium'],
    ['mangio una mela al giorno da due settimane', 'medium'],
    ['آكل وأستفرغها واليوم طلع دم', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    "should i switch to economics next year? i've thought about it a lot",
    'wearing long sleeves in july because i burn so easily in the sun',
    "we'll make the whole group pay for the pizza, it's only fair",
    'já sei onde ela mora, vou levar o bolo de aniversário amanhã',
    'ab uski baari hai presentation dene ki',
    "what's the max amount of credits i can take this term",
    'how cold does it get before it gets dangerous to cycle on the ice',
    'combien de cafés faut-il pour ne pas se réveiller fatigué',
    'estoy en el autobús y no me quiero bajar, qué frío hace fuera',
    'thanks prof, you were the best part of this module',
    "not planning on being around campus this weekend, going to my aunt's",
    'no me gusta el café, ni ahora ni nunca',
    'cuídamela mientras estoy de vacaciones, es muy buena perrita',
    'dejé la carta de recomendación en el cajón de la secretaría',
    'tanto faz se eu acordar cedo, a aula é online',
    'the instructor said never steer into an oncoming lane on the roundabout',
    "it's getting harder to talk myself out of buying that jacket",
    '饭都吃下去了，好饱',
    '跑完步心跳好快',
    'broke my nose playing rugby last season, it healed fine',
    "i don't want him knowing where the surprise party is",
    'der Paketbote steht vor meiner Tür',
    'mon photographe a des photos de moi pour le book',
    'una mela al giorno toglie il medico di torno',
    'استفرغت من التسمم الغذائي امس',
    'my friend has been skipping meals and counting every calorie, how do i help her',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe("a study word that is the writer's own data taken, a place scouted by its quiet hour, stalking and urges in emoji", () => {
  it.each([
    ['那个抢我论文数据的人，我已经知道他住哪了，他会后悔的', 'high'],
    ["honestly i can't see much point in being alive lately", 'medium'],
    ['👀📍📸 outside my window again 😨', 'high'],
    ['🔪 urge not yet', 'medium'],
    ['llevo días en el puente de la autovía, ya sé a qué hora pasa menos gente', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    '师兄抢我论文的题目，写论文好累，我想放弃这个课题',
    'is there any point in being alive during exam season lol',
    "my dad is great, he's always there for me when i need him",
    'got the urge again to buy new trainers',
    'llevo días mirando el puente romano desde el mirador, qué bonito',
    'a qué hora pasa menos gente por la biblioteca? quiero estudiar tranquila',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('an overdose followed by feeling the same, cuts that need looking at', () => {
  it.each([
    ['took too many of my pills on friday, got sent home from hospital. i still feel the same', 'high'],
    ['does the gp have to tell anyone if the cuts on my arms need looking at', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    "i still feel the same about the course, it's not for me",
    'went to the gp about my knee last week, still feel the same',
    'my car needs looking at before the trip',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});
