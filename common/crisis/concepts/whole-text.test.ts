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

describe('a story, a game or a show framing what is told', () => {
  const rank = (text: string) =>
    ['none', 'low', 'medium', 'high', 'critical'].indexOf(screenText(text).level);

  it('quiets what happens inside the story', () => {
    expect(
      rank(
        'my D&D character just got stabbed and bled out. rip Thorin 🪦 any spare dice for my new character?',
      ),
    ).toBeLessThan(2);
    expect(
      rank('the whole game is about saying goodbye to everyone 😭 anyway is games society on tonight?'),
    ).toBeLessThan(2);
  });

  it('keeps what the writer says of themselves beside it', () => {
    expect(
      screenText('my character in the game died again. i want to die too. tonight i’m doing it').level,
    ).toBe('critical');
  });

  it('ends at a sentence that names a means, an intent or a farewell', () => {
    expect(rank('Watched a film about suicide last night. Rope is ready. Tonight.')).toBeGreaterThanOrEqual(
      3,
    );
  });
});

describe('a recovered past framing the whole account', () => {
  it('reads an episode told in the past as the past, wherever it stands', () => {
    expect(
      screenText(
        'I was in an abusive relationship during my first degree. I’ve had counselling since and feel safe now. How do I register a society?',
      ).is_crisis,
    ).toBe(false);
  });

  it('does not frame a text that brings the risk back to now', () => {
    expect(
      screenText('I used to cut. I’m better now. But I had a plan to jump off the bridge tonight.').level,
    ).toBe('critical');
  });
});
