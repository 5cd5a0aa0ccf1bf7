import { describe, expect, it } from 'vitest';
import { levelOf, quiet } from './test-helpers';

// General forms added after H25, each beside its counterpart: a harmless frame that must stay quiet, and a risky
// text that must keep its level. Our own sentences, not the round's.
describe('false alarms: a past told as over, coursework, stories and games, a laughing idiom', () => {
  it.each([
    'I had alcohol poisoning two years ago, totally fine now. Can I still join the welcome team?',
    'notes from the lecture on self-starvation and refeeding anyone?',
    'per il corso di criminologia dobbiamo leggere tre casi di omicidio',
    'we watched the thriller where the killer stalks her, so good',
    'the series finale where he gives away his shield and says goodbye wrecked me',
    'my brother wrecked my roblox base so now i want revenge, building traps',
    'i wanted to disappear after my slides froze in front of everyone lmao',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it.each([
    ['i want to disappear', 'medium'],
    ['i want revenge on him and i know where he lives', 'high'],
  ] as const)('the same words without the frame keep their level: %s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('terse worthlessness and ideation as a plan', () => {
  it.each([
    ['honestly whats the point of me', 'medium'],
    ['je sers à rien, vraiment', 'medium'],
    ['main kisi kaam ki nahi hoon', 'medium'],
    ['ich bin wertlos', 'medium'],
    ['no sé para qué sigo aquí', 'medium'],
    ['acho que seria melhor não estar mais vivo', 'medium'],
    ["i'm not just thinking about it anymore", 'high'],
    ['the world would carry on fine without me', 'medium'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'ce téléphone ne sert à rien',
    'a che serve continuare a studiare latino?',
    'ich bin müde, bis morgen',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('finality by errands, dose questions, places', () => {
  it.each([
    ['can you keep my rabbit? like permanently', 'high'],
    ["make sure my brother gets my phone password, he'll want the photos after", 'medium'],
    ['wie viele Schlaftabletten bräuchte ich, damit es reicht', 'high'],
    ['kitni pills leni padegi ki subah uthna hi na pade', 'high'],
    ['je suis sur le toit du bâtiment C', 'critical'],
    ["c'est décidé, ce soir j'avale tout ce qui reste", 'critical'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    "can you take my cat permanently? we're moving to a flat that doesn't allow pets",
    'my sister gets my laptop password when she borrows it for her birthday',
    "j'ai résilié mon forfait, je déménage à Lyon, j'en aurai plus besoin",
    'ya no los voy a necesitar, me mudo a Valencia',
    'le di mi perro a la vecina mientras estoy de vacaciones',
    'damit es reicht, brauche ich noch zwei Bücher aus der Bibliothek',
    "c'est décidé, je pars en Erasmus",
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('harm to others with a weapon or a timetable, danger at home', () => {
  it.each([
    ['si on se moque encore de moi je ramène le couteau au TD', 'high'],
    ['他每天几点下班我都知道，他会后悔的', 'high'],
    ['ابي اوذي اخوي اذا رجع', 'medium'],
    ["il casse tout dans le salon, j'ai peur qu'il monte", 'high'],
    ['ele está batendo na porta com o cinto', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'el tren sale a las 8, ya sé a qué hora sale',
    'il treno sta per uscire dalla stazione',
    'ho il coltello nello zaino per il picnic',
    'sto aspettando che esca il nuovo album',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});

describe('self-harm hidden, eating-disorder and overdose signs, control', () => {
  it.each([
    ['my arms are a mess, nobody can know', 'high'],
    ['clean streak broken tonight', 'medium'],
    ['ho una voglia di farmi male', 'medium'],
    ['sirf chai pe hoon 4 din se, chakkar aa ke gir gayi', 'high'],
    ["had a few extra of my adhd meds and my heart's been pounding for hours", 'medium'],
    ['took paracetamol last week, now pain under my ribs and my eyes are yellow', 'critical'],
    ['my boyfriend reads all my messages', 'medium'],
    ['they took my passport and are arranging a marriage for me', 'high'],
    ['the pills thing was last week, now my eyes are yellow and it hurts under my ribs', 'critical'],
    ['他毁了我的毕业论文，我知道他几点下班，他会后悔的', 'high'],
    ["said bye to everyone. phone off at 11. please don't come looking for me", 'critical'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'only had an apple for lunch because the canteen was closed',
    'my hair is falling out in clumps since the new shampoo',
    "i'm yellowish after the spray tan lol",
    "my heart's been pounding for hours since the espresso",
    'took a few extra shifts this week',
    'streak broken on duolingo, back to day 0',
    'the meds thing is sorted, pharmacy had it',
    "going home for the weekend, please don't come looking for me in the lab lol",
    'i left the door unlocked so nobody has to break it when the plumber comes',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});
