import { describe, expect, it } from 'vitest';
import { parseHighlight } from './highlight';

describe('parseHighlight', () => {
  it('reads marked and plain pieces and decodes the escaped text', () => {
    expect(parseHighlight('Connect to <mark>eduroam</mark> &amp; more &lt;b&gt;')).toEqual([
      { text: 'Connect to ', marked: false },
      { text: 'eduroam', marked: true },
      { text: ' & more <b>', marked: false },
    ]);
  });

  it('never keeps other markup', () => {
    expect(parseHighlight('<img src=x onerror=alert(1)>hi <mark>x</mark>')).toEqual([
      { text: 'hi ', marked: false },
      { text: 'x', marked: true },
    ]);
  });
});
