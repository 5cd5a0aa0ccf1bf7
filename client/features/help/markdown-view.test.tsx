import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import MarkdownView from './markdown-view';
import { safeHref } from './safe-href';

const html = (text: string) => renderToStaticMarkup(<MarkdownView text={text} />);

describe('Markdown', () => {
  it('renders paragraphs, lists, emphasis, code and safe links', () => {
    const out = html(
      'One\ntwo\n\n- a\n- b\n\n3. x\n4. y\n\n**Bold** and *it* `c` [site](https://x.edu) [mail](mailto:help@x.edu) [call](tel:+15550100)',
    );
    expect(out).toContain('<p class="my-2 first:mt-0 last:mb-0">One\ntwo</p>');
    expect(out).toMatch(/<ul class="[^"]*list-disc[^"]*">\s*<li>a<\/li>\s*<li>b<\/li>\s*<\/ul>/);
    expect(out).toMatch(/<ol start="3" class="[^"]*list-decimal/);
    expect(out).toContain('<strong>Bold</strong>');
    expect(out).toContain('<em>it</em>');
    expect(out).toMatch(/<code[^>]*>c<\/code>/);
    expect(out).toContain('href="https://x.edu" target="_blank" rel="noopener noreferrer"');
    expect(out).toContain('href="mailto:help@x.edu" rel="noopener noreferrer"');
    expect(out).toContain('href="tel:+15550100"');
  });

  it('renders headings as bold paragraphs, never as page headings', () => {
    const out = html('# Title\n\n### Smaller');
    expect(out).not.toMatch(/<h[1-6]/);
    expect(out).toContain('<p class="mt-3 mb-1 font-semibold text-slate-900">Title</p>');
  });

  it('drops raw HTML: script, style, iframe, event handlers', () => {
    const out = html(
      [
        '<script>alert(1)</script>',
        '',
        'Text <img src=x onerror="alert(2)"> more <b onclick="alert(3)">bold</b>',
        '',
        '<iframe src="https://evil.example"></iframe>',
        '',
        '<style>body{display:none}</style>',
        '',
        '<a href="javascript:alert(4)">x</a>',
      ].join('\n'),
    );
    for (const bad of ['<script', '<img', 'onerror', 'onclick', '<iframe', '<style', 'javascript:', '<b ']) {
      expect(out).not.toContain(bad);
    }
    expect(out).toContain('Text');
  });

  it('keeps hostile link targets out of href and shows their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      '//evil.example/path',
      '/relative/path',
    ]) {
      const out = html(`[click me](${href})`);
      expect(out, href).not.toContain('href=');
      expect(out, href).toContain('click me');
    }
    expect(html('<javascript:alert(1)>')).not.toContain('href=');
    expect(html('<https://x.edu/a>')).toContain('href="https://x.edu/a"');
  });

  it('never loads an image, whatever its source; its description shows instead', () => {
    for (const text of [
      '![campus map](https://x.edu/map.png)',
      '![campus map](x" onerror="alert(1))',
      '![campus map](javascript:alert(1))',
    ]) {
      const out = html(text);
      expect(out, text).not.toContain('<img');
      // At most as escaped text, never as an attribute of an element.
      expect(out, text).not.toMatch(/<[^>]*onerror/);
    }
    expect(html('![campus map](https://x.edu/map.png)')).toContain('<span>campus map</span>');
  });

  it('escapes text and decodes entities without turning them into markup', () => {
    const out = html('5 &lt; 6 &amp; &#60;script&#62;alert(1)&#60;/script&#62; "quoted" \'single\'');
    expect(out).not.toContain('<script');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('5 &lt; 6 &amp;');
  });

  it('survives odd and very long input', () => {
    expect(() => html('')).not.toThrow();
    expect(() => html('*'.repeat(5000))).not.toThrow();
    expect(() => html('['.repeat(2000) + ']('.repeat(2000))).not.toThrow();
    expect(html('\u0000null\u202Eright-to-left')).toContain('null');
  });
});

describe('safeHref', () => {
  it('keeps http(s), mailto and tel only', () => {
    expect(safeHref(' https://x.edu ')).toBe('https://x.edu');
    expect(safeHref('HTTP://x.edu')).toBe('HTTP://x.edu');
    expect(safeHref('mailto:a@b.edu')).toBe('mailto:a@b.edu');
    expect(safeHref('tel:988')).toBe('tel:988');
    for (const bad of ['javascript:x', 'data:x', 'ftp://x', '/x', '#x', '', null, undefined])
      expect(safeHref(bad)).toBeUndefined();
  });
});
