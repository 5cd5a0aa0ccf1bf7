import { words } from './query';

/**
 * Plain text of a Markdown answer, for the index, snippets and the assistant: link and image targets,
 * emphasis marks, heading, quote and list markers are dropped; everything else (an HTML tag typed into an
 * answer included) stays as text, to be escaped wherever it is shown.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, ' ')
    .replace(/!\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
    .replace(/\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
    .replace(/^[ \t]{0,3}(?:#{1,6}|>|[-*+]|\d{1,3}[.)])[ \t]+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\|/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/** A rough English stem, enough to see that "extensions" and "extension" are one word when highlighting. */
function stem(word: string): string {
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'ions', 'ion', 'ies', 'es', 'ed', 'ly', 's']) {
    if (word.length - suffix.length >= 4 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return word;
}

export interface HighlightTerm {
  word: string;
  /** An unfinished word typed last: any word starting with it matches. */
  prefix: boolean;
}

function matcher(terms: readonly HighlightTerm[]) {
  const stems = terms.map((term) => ({ stem: stem(term.word), word: term.word, prefix: term.prefix }));
  return (word: string): number => {
    const normal = words(word)[0] ?? '';
    if (!normal) return -1;
    const normalStem = stem(normal);
    return stems.findIndex(
      (term) =>
        normal === term.word ||
        normalStem === term.stem ||
        (term.prefix && term.word.length >= 3 && normal.startsWith(term.word)),
    );
  };
}

interface Span {
  start: number;
  end: number;
  term: number;
}

function spansOf(text: string, terms: readonly HighlightTerm[]): { spans: Span[]; all: Span[] } {
  const match = matcher(terms);
  const all: Span[] = [];
  for (const found of text.matchAll(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu)) {
    const start = found.index ?? 0;
    all.push({ start, end: start + found[0].length, term: match(found[0]) });
  }
  return { spans: all.filter((span) => span.term >= 0), all };
}

/** `text` HTML-escaped with `<mark>` around the words that match. */
function marked(text: string, spans: readonly Span[], offset: number): string {
  let out = '';
  let at = 0;
  for (const span of spans) {
    const start = span.start - offset;
    const end = span.end - offset;
    if (start < at || end > text.length) continue;
    out += `${escapeHtml(text.slice(at, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    at = end;
  }
  return out + escapeHtml(text.slice(at));
}

/** The whole (short) text, escaped, with matched words marked: for questions. */
export function highlightAll(text: string, terms: readonly HighlightTerm[]): string {
  return marked(text, spansOf(text, terms).spans, 0);
}

/**
 * The passage of about `size` words holding the most different matched words (then the most matches),
 * escaped, matches marked, with an ellipsis where the text was cut.
 */
export function snippet(text: string, terms: readonly HighlightTerm[], size = 30): string {
  const { all } = spansOf(text, terms);
  if (all.length === 0) return escapeHtml(text.slice(0, 200));
  let best = { from: 0, distinct: -1, count: -1 };
  for (let from = 0; from < Math.max(1, all.length - size + 1); from += 1) {
    const window = all.slice(from, from + size).filter((span) => span.term >= 0);
    const distinct = new Set(window.map((span) => span.term)).size;
    if (distinct > best.distinct || (distinct === best.distinct && window.length > best.count))
      best = { from, distinct, count: window.length };
  }
  const inWindow = all.slice(best.from, best.from + size);
  const start = best.from === 0 ? 0 : inWindow[0]!.start;
  const last = inWindow.at(-1)!;
  const end = best.from + size >= all.length ? text.length : last.end;
  const body = marked(
    text.slice(start, end),
    inWindow.filter((span) => span.term >= 0),
    start,
  );
  return `${start > 0 ? '… ' : ''}${body}${end < text.length ? ' …' : ''}`;
}

/** Whether any word of `text` matches one of `terms` (the assistant's check that a FAQ covers a question). */
export function mentionsAny(text: string, terms: readonly HighlightTerm[]): boolean {
  return spansOf(text, terms).spans.length > 0;
}
