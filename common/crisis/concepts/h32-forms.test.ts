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
