import { describe, expect, it } from 'vitest';
import { levelOf, quiet } from './test-helpers';

// General forms added after H31, each beside harmless frames that must stay quiet. Our own sentences, not the round's.
describe('idioms, past episodes, help asked for someone else, games, errands and study read as harmless', () => {
  it.each([
    "if i have to sit through one more lecture on supply chains i'll shoot myself lol",
    'the printer crashed again and i want to jump out the window haha',
    'my phone died on the way home and i want to walk into the sea',
    'uninstalling this game, bye forever',
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
    ['i want to kill myself before the 9am lecture', 'critical'],
    ["i'm so tired of everything, one more day and i'll kill myself", 'high'],
    ['my flatmate took a load of pills right now and wont wake up', 'critical'],
    ['ages ago i used to cut myself and last week i did it again', 'high'],
  ] as const)('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});
