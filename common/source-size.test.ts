import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Rooms of a livable size: no source file over 400 lines. Tests, specs and data (seed texts, migrations, the
 * held-out crisis rounds) are exempt; everything else that grows past the limit is split by concern.
 */
const LIMIT = 400;
const ROOT = path.resolve(__dirname, '..');
const EXEMPT = [
  /\.test\.tsx?$/,
  /\.spec\.ts$/,
  /^server\/db\/seed\//,
  /^server\/db\/migrations\//,
  /\/held-out\//,
];

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

describe('source files', () => {
  it(`stay at ${LIMIT} lines or fewer`, () => {
    const files = ['server', 'client', 'common', 'scripts', 'bench', 'e2e']
      .flatMap((dir) => walk(path.join(ROOT, dir)))
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !EXEMPT.some((rule) => rule.test(file)));
    const long = files
      .filter((file) => fs.existsSync(path.join(ROOT, file)))
      .map((file) => ({ file, lines: fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > LIMIT + 1)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(files.length).toBeGreaterThan(200);
    expect(long).toEqual([]);
  });
});
