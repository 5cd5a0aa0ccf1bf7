import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The module rule of docs/ARCHITECTURE.md, checked over the import graph: code outside a module imports it
 * only through its door (`server/modules/<m>/index.ts`), and modules do not depend on each other in circles.
 * Tests may reach into what they test; the rule binds the code that runs.
 */
const SERVER = path.resolve(__dirname, '..');
const MODULES = path.join(SERVER, 'modules');

/**
 * Circles that exist today, each to be broken by its own change; a new circle fails, and so does one listed
 * here that is gone (take it off the list). Written as the sorted members of each strongly connected group.
 */
const KNOWN_CIRCLES: string[][] = [];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const SPECIFIER = /(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2] ?? '').filter((s) => s.startsWith('.'));
}

/** `{ module, file }` of a path inside server/modules (a bare module folder is its door), or null. */
function moduleOf(file: string): { module: string; file: string } | null {
  const relative = path.relative(MODULES, file);
  if (relative.startsWith('..') || !relative) return null;
  const [module, ...rest] = relative.split(path.sep);
  if (!module || module.endsWith('.ts')) return null;
  return { module, file: rest.length ? rest.join('/').replace(/\.ts$/, '') : 'index' };
}

const files = sourceFiles(SERVER);
const edges = new Map<string, Set<string>>();
const reachIns: string[] = [];
for (const file of files) {
  const from = moduleOf(file);
  for (const specifier of importsOf(file)) {
    const to = moduleOf(path.resolve(path.dirname(file), specifier));
    if (!to || to.module === from?.module) continue;
    if (to.file !== 'index') reachIns.push(`${path.relative(SERVER, file)} -> ${specifier}`);
    if (from) {
      const set = edges.get(from.module) ?? new Set<string>();
      set.add(to.module);
      edges.set(from.module, set);
    }
  }
}

/** Tarjan's strongly connected components with more than one member: the circles. */
function circles(): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    on.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (on.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        on.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!order.has(node)) visit(node);
  return found.sort((a, b) => a.join().localeCompare(b.join()));
}

describe('server module boundaries', () => {
  it('gives every module a door (index.ts)', () => {
    const modules = fs.readdirSync(MODULES, { withFileTypes: true }).filter((e) => e.isDirectory());
    const doorless = modules.filter((m) => !fs.existsSync(path.join(MODULES, m.name, 'index.ts')));
    expect(doorless.map((m) => m.name)).toEqual([]);
  });

  it('lets code outside a module import it only through its door', () => {
    expect(reachIns).toEqual([]);
  });

  it('has no circles between modules but the known ones', () => {
    const sorted = [...KNOWN_CIRCLES]
      .map((c) => [...c].sort())
      .sort((a, b) => a.join().localeCompare(b.join()));
    expect(circles()).toEqual(sorted);
  });
});
