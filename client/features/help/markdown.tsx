import type { ReactNode } from 'react';

/**
 * A small, safe Markdown renderer for FAQ answers: paragraphs, headings, bullet and numbered lists, bold,
 * italic, inline code and links. Everything is rendered as React text, so raw HTML in an answer shows as
 * text and is never injected; links keep only http(s), mailto and tel addresses.
 */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'h'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] };

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const HEADING = /^\s*#{1,6}\s+(.*)$/;

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'p', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const heading = HEADING.exec(line);
    const last = blocks.at(-1);
    if (!line.trim()) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'h', text: heading[1] ?? '' });
    } else if (bullet || numbered) {
      flush();
      const kind = bullet ? 'ul' : 'ol';
      const text = (bullet ?? numbered)?.[1] ?? '';
      if (last && last.kind === kind && paragraph.length === 0) last.items.push(text);
      else blocks.push({ kind, items: [text] });
    } else if (last && (last.kind === 'ul' || last.kind === 'ol') && /^\s+/.test(line) && !paragraph.length) {
      last.items[last.items.length - 1] += ` ${line.trim()}`;
    } else paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

const SAFE_URL = /^(https?:\/\/|mailto:|tel:)/i;
const INLINE =
  /(\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|_([^_\s][^_]*)_|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\))/;

export function renderInline(text: string, key = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let n = 0;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push(rest);
      break;
    }
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const k = `${key}-${n++}`;
    const [, , bold, bold2, em, em2, code, label, href] = match;
    if (bold ?? bold2) out.push(<strong key={k}>{renderInline(bold ?? bold2 ?? '', k)}</strong>);
    else if (em ?? em2) out.push(<em key={k}>{renderInline(em ?? em2 ?? '', k)}</em>);
    else if (code)
      out.push(
        <code key={k} className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em] text-slate-800">
          {code}
        </code>,
      );
    else if (label && href && SAFE_URL.test(href))
      out.push(
        <a
          key={k}
          href={href}
          target={/^https?:/i.test(href) ? '_blank' : undefined}
          rel="noopener noreferrer"
          className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
        >
          {renderInline(label, k)}
        </a>,
      );
    else out.push(label ?? match[0]);
    rest = rest.slice(match.index + match[0].length);
  }
  return out;
}

export function Markdown({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {parseBlocks(text).map((block, index) => {
        const key = `b${index}`;
        if (block.kind === 'p')
          return (
            <p key={key} className="my-2 first:mt-0 last:mb-0">
              {renderInline(block.text, key)}
            </p>
          );
        if (block.kind === 'h')
          return (
            <p key={key} className="mt-3 mb-1 font-semibold text-slate-900">
              {renderInline(block.text, key)}
            </p>
          );
        const List = block.kind;
        return (
          <List key={key} className={`my-2 space-y-1 pl-5 ${List === 'ul' ? 'list-disc' : 'list-decimal'}`}>
            {block.items.map((item, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the items of a fixed text never move
              <li key={n}>{renderInline(item, `${key}-${n}`)}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
