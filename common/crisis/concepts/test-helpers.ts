import { expect } from 'vitest';
import { screenText } from '../index';

/** The level the rules and concepts alone give a text (no second opinion). */
export const levelOf = (text: string) => screenText(text).level;

/** Fails unless the rules and concepts alone leave the text below an escalation. */
export const quiet = (text: string) => expect(screenText(text).is_crisis, text).toBe(false);
