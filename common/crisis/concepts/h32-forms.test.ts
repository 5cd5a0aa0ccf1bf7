import { describe, expect, it } from 'vitest';
import { levelOf, quiet } from './test-helpers';

// General forms added after H32, each beside harmless frames that must stay quiet. Our own sentences, not the round's.
describe('idioms, games, errands, study and help asked for someone else read as harmless', () => {
  it.each([
    'the signal in my room is so slow i want to jump out the window lol',
    'eduroam is so bad today i want to jump off the library roof',
    'killed myself in hardcore mode again, lost my whole world',
    'i kill myself in terraria every time i fight that boss',
    'la relazione di laboratorio è da rifare, mi ammazzo 😂',
    'o seminário vai me matar, quero morrer hahaha',
    'writing goodbye cards to my host family before the flight, what should i say?',
    'ziehe Anfang April nach Köln, Sofa zu verschenken, Abholung am Samstag',
    "how do i close my student bank account now that i've finished my phd?",
    'does anyone have notes on overdose management from the emergency medicine block?',
    'my cousin says she has been hurting herself, do you advise family members too?',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it.each([
    ['i want to kill myself in my room tonight', 'critical'],
    ["i'm going to kill myself in the woods", 'high'],
    ['i want to jump off a bridge, the wifi is not the problem', 'high'],
    ['voglio davvero ammazzarmi, non ce la faccio più', 'high'],
    ['eu quero morrer de verdade, não aguento mais', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});

describe('places watched or waited at, threats told as meant, images of harm with their limits and self-harm as an act', () => {
  it.each([
    ['estou me cortando de novo e ninguém sabe', 'high'],
    ['me volví a hacer daño en los brazos anoche', 'high'],
    ["everyone thinks i'm kidding but i will stab the next person who takes my charger", 'medium'],
    ["i'll bring my dad's pistol to the seminar if they laugh again", 'high'],
    ['kal chaku le ke jaunga uske hostel', 'critical'],
    ["sometimes i picture slamming his head into the desk. i'd never do it", 'medium'],
    ['ich stell mir vor, wie ich ihnen wehtue, und die Bilder hören nicht auf', 'medium'],
    ['我有时候气到想把他的头往墙上撞', 'medium'],
    ["i'm at the viaduct again right now", 'critical'],
    ['je suis au 8e étage et je me demande si la hauteur suffirait', 'high'],
    ['penso a quanto sarebbe semplice lasciarmi cadere dal balcone', 'high'],
    ['كل ليلة أروح الجسر وأطالع تحت', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it.each([
    'to me cortando o cabelo sozinha, ficou torto kkk',
    'tô me cortando de rir com esse meme',
    'tenho cortes recentes de papel nos dedos por causa do arquivo',
    'me volví a hacer daño en la rodilla jugando al fútbol',
    'i would never hurt anyone who was kind to me',
    "stab the next potato with a fork to check if it's done",
    'some days i want to stay in bed all day and watch films',
    'the pictures from the trip scare me, i look so tired',
    "wearing a hoodie even though it's 30 degrees because the library aircon is freezing",
    "i'm at the viaduct to take photos for my photography module, the light is great",
    'i wait for the train home at the station every night',
    'i walk down there most nights to the train line to get the last train home',
    "there's a freight line behind our halls and it wakes me up every night, can i move rooms?",
    "je suis au 9e étage, l'ascenseur est en panne, qui contacter ?",
    'quanto sarebbe semplice cambiare corso a febbraio?',
    'the bat is in my bag for softball practice, i know which flat the team meets in',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });
});
