import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { safeHref } from './safe-href';

/**
 * FAQ answers as Markdown (CommonMark through `react-markdown`), rendered safely: raw HTML in an answer is
 * dropped (`skipHtml`, and no `rehype-raw`), so no tag, attribute or script an author types reaches the page;
 * links keep only http(s), mailto and tel addresses (others show as plain text) and open with
 * `rel="noopener noreferrer"`; images are not loaded (their description shows instead). Headings render as
 * bold paragraphs, so an answer never breaks the page's heading outline. Loaded on demand by `markdown.tsx`.
 */
/** Only links carry addresses; everything else (image sources included) is dropped. */
const urlTransform = (url: string, key: string) => (key === 'href' ? safeHref(url) : undefined);

function SafeLink({ href, children }: ComponentProps<'a'>) {
  const safe = safeHref(href);
  if (!safe) return <span>{children}</span>;
  return (
    <a
      href={safe}
      target={/^https?:/i.test(safe) ? '_blank' : undefined}
      rel="noopener noreferrer"
      className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
    >
      {children}
    </a>
  );
}

const heading = ({ children }: ComponentProps<'h1'>) => (
  <p className="mt-3 mb-1 font-semibold text-slate-900">{children}</p>
);

/** Elements mapped to the product's styles; `node` (the syntax tree) is never passed on to the DOM. */
const COMPONENTS: Components = {
  a: ({ node: _node, ...props }) => <SafeLink {...props} />,
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
  h1: heading,
  h2: heading,
  h3: heading,
  h4: heading,
  h5: heading,
  h6: heading,
  p: ({ children }) => <p className="my-2 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children, start }) => (
    <ol start={start} className="my-2 list-decimal space-y-1 pl-5">
      {children}
    </ol>
  ),
  code: ({ children }) => (
    <code className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em] text-slate-800">{children}</code>
  ),
  pre: ({ children }) => (
    <pre className="my-2 overflow-x-auto rounded-lg bg-slate-100 p-3 text-slate-800">{children}</pre>
  ),
  blockquote: ({ children }) => (
    <blockquote className="my-2 border-l-4 border-slate-300 pl-3 text-slate-700">{children}</blockquote>
  ),
};

export default function MarkdownView({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      <ReactMarkdown skipHtml urlTransform={urlTransform} components={COMPONENTS}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
