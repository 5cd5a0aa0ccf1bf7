/** A piece of the tested sentence: plain text, or a matched span with the keywords that cover it. */
export interface TextSegment {
  text: string;
  marked: boolean;
  keywords: string[];
}

interface Span {
  start: number;
  end: number;
  keyword: string;
}

/**
 * Cuts `text` into plain and matched pieces from the matches' UTF-16 offsets. Overlapping or touching
 * matches become one marked piece; spans outside the text are clamped and empty ones dropped, so a bad
 * offset can never lose or repeat a character.
 */
export function highlightSegments(
  text: string,
  matches: readonly { start: number; end: number; keyword: string }[],
): TextSegment[] {
  const spans: Span[] = matches
    .map((m) => ({
      start: Math.max(0, Math.min(text.length, Math.floor(m.start))),
      end: Math.max(0, Math.min(text.length, Math.floor(m.end))),
      keyword: m.keyword,
    }))
    .filter((s) => Number.isFinite(s.start) && Number.isFinite(s.end) && s.end > s.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);

  const merged: { start: number; end: number; keywords: string[] }[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) {
      last.end = Math.max(last.end, span.end);
      if (!last.keywords.includes(span.keyword)) last.keywords.push(span.keyword);
    } else {
      merged.push({ start: span.start, end: span.end, keywords: [span.keyword] });
    }
  }

  const segments: TextSegment[] = [];
  let at = 0;
  for (const span of merged) {
    if (span.start > at) segments.push({ text: text.slice(at, span.start), marked: false, keywords: [] });
    segments.push({ text: text.slice(span.start, span.end), marked: true, keywords: span.keywords });
    at = span.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), marked: false, keywords: [] });
  return segments;
}
