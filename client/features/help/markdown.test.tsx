import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks } from './markdown';

describe('parseBlocks', () => {
  it('reads paragraphs, bullet and numbered lists', () => {
    expect(parseBlocks('One\ntwo\n\n- a\n- b\n\n1. x\n2. y')).toEqual([
      { kind: 'p', text: 'One two' },
      { kind: 'ul', items: ['a', 'b'] },
      { kind: 'ol', items: ['x', 'y'] },
    ]);
  });
});

describe('Markdown', () => {
  it('renders emphasis and safe links, and raw HTML only as text', () => {
    const html = renderToStaticMarkup(
      <Markdown
        text={'**Bold** and *it* `c` [site](https://x.edu) [bad](javascript:alert(1)) <script>x</script>'}
      />,
    );
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<em>it</em>');
    expect(html).toContain('href="https://x.edu"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});
