import { describe, expect, it } from 'vitest';
import { screenText } from '../index';

const FILLER = 'My room is a mess. The bus was late. The exam went fine. Lunch was ok.';

describe('combinations across the whole of one writer’s message', () => {
  it('joins a wish to kill oneself with a time told sentences later', () => {
    expect(screenText(`I want to kill myself. ${FILLER} I will do it tonight.`).level).toBe('critical');
  });

  it('joins a method named at the start with a wish to die at the end', () => {
    expect(screenText(`I have a bottle of pills saved up. ${FILLER} I want to die.`).level).toBe('high');
  });

  it('keeps a denial per sentence: a denied wish is not joined to a time far away', () => {
    const level = screenText(`I would never kill myself. ${FILLER} My flight home is tonight.`).level;
    expect(['none', 'low', 'medium']).toContain(level);
  });

  it('does not join what is told of someone else with the writer’s own words', () => {
    expect(
      screenText(`My friend said she has pills saved. ${FILLER} Sometimes I wish I could just not wake up.`)
        .level,
    ).toBe('medium');
  });
});
