/**
 * Characters no text the hub stores may carry. NUL breaks PostgreSQL (it cannot store it in text) and is
 * refused everywhere, by the server's input guard before any schema runs. The other control characters are
 * refused in one-line text (names, subjects, tags) and, apart from tab and line breaks, in long text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const NUL_CHARACTER = /\u0000/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: tab, LF and CR stay allowed in long text
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const TEXT_MESSAGES = {
  nul: 'Text must not contain the NUL character',
  singleLine: (label: string) => `${label} must not contain control characters such as tabs or line breaks`,
  longText: (label: string) => `${label} must not contain control characters`,
} as const;

/** True for one-line text (a name, a subject) without any control character. */
export function isSingleLineText(value: string): boolean {
  return !ANY_CONTROL.test(value);
}

/** True for long text (a description, a message): tab and line breaks allowed, other controls not. */
export function isLongText(value: string): boolean {
  return !CONTROL_EXCEPT_LINES.test(value);
}
