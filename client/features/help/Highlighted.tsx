import { parseHighlight } from './highlight';

/** A server snippet shown as text with its matched words in <mark>; no HTML is ever injected. */
export function Highlighted({ html }: { html: string }) {
  return (
    <>
      {parseHighlight(html).map((piece, index) =>
        piece.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of a fixed snippet never move
          <mark key={index} className="rounded bg-amber-100 px-0.5 text-slate-900">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
