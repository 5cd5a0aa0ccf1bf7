/**
 * A server snippet (`highlight`, `question_highlight`): HTML-escaped text whose only markup is `<mark>`. It is
 * read into plain pieces, each marked or not, so the page renders text nodes and never injects HTML.
 */
export interface HighlightPiece {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name] ?? '');
}

export function parseHighlight(html: string): HighlightPiece[] {
  const pieces: HighlightPiece[] = [];
  let marked = false;
  for (const part of html.split(/(<\/?mark>)/)) {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    // Anything else that looks like a tag is not the server's: it is dropped, never rendered as markup.
    else if (part) {
      const text = decodeEntities(part.replace(/<[^>]*>/g, ''));
      if (text) pieces.push({ text, marked });
    }
  }
  return pieces;
}
