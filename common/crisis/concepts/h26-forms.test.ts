import { describe, expect, it } from 'vitest';
import { screenText } from '../index';

const levelOf = (text: string) => screenText(text).level;
const quiet = (text: string) => expect(screenText(text).is_crisis, text).toBe(false);

// General forms added after H26, each beside its counterpart: a harmless frame that must stay quiet, and a risky
// text that must keep its level. Our own sentences, not the round's.
describe('false alarms: a past told as over, help asked in the abstract, idioms, study and everyday reasons', () => {
  it.each([
    'had a really dark year where i wanted to die, got through it with my counsellor. can i get a letter for my file?',
    'was admitted for a week in first year, sorted and stable now. how do i restart my placement?',
    'counselling really helped me when i was suicidal in second year, can i be a peer mentor now?',
    'pehle self harm karti thi, ab 3 saal se bilkul theek hoon. library ka time kya hai',
    'if someone i know took too many of her pills who do we call first, security or 999?',
    "what's the university policy if a student tells their tutor they want to kill themselves?",
    'my sister is being stalked at her uni, is there a reporting form here too?',
    'need sources on risk factors for self-harm in teenagers for my literature review',
    'in our scene where i threaten to kill the king i keep laughing, any tips for rehearsal?',
    'starving myself till payday, the loan comes on the 5th',
    'gonna throw myself off a bridge over this harvard referencing 🙃',
    "selling my desk, won't need it where i'm going, buying a new one there",
    'doy mi perro porque en el piso nuevo no dejan tener mascotas',
  ])('stays quiet: %s', (text) => {
    quiet(text);
  });

  it.each([
    ["my friend took too many pills and won't wake up", 'critical'],
    ['i took too many pills', 'critical'],
    ['i want to die, nothing got me through it', 'high'],
    ['i want to stab my stepfather', 'medium'],
    ['starving myself till i hit my goal weight', 'high'],
  ] as const)('the same words without the frame keep their level: %s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });
});
