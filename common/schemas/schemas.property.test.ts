import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idSchema, MAX_ID } from './ids';
import { isLongText, isSingleLineText } from './text-rules';
import { subjectSchema } from './tickets';

/**
 * Property tests of the shared zod schemas: whatever JSON a caller sends, parsing answers success or issues
 * and never throws (a throw would be a 500); and the schemas accept what they should.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${file.slice(2)}: ${name}`, schema })),
);

/** JSON values, with the hostile strings real callers send mixed into the leaves. */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '0x35',
    '1e1',
    '-1',
    'NaN',
    'Infinity',
    '__proto__',
    'null',
    'true',
    '\u0000',
    '9'.repeat(30),
  ),
);
const jsonish = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(
      fc.oneof(hostileString, fc.constantFrom('id', 'name', 'subject', 'page', 'per_page')),
      tie('value'),
      {
        maxKeys: 6,
      },
    ),
  ),
})).value;

describe('every shared zod schema (property)', () => {
  it('has schemas to test', () => {
    expect(schemas.length).toBeGreaterThan(50);
  });

  it('never throws on any JSON value', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(jsonish, (value) => {
        for (const { name, schema } of schemas) {
          let result: { success: boolean } | undefined;
          expect(() => {
            result = schema.safeParse(value);
          }, name).not.toThrow();
          expect(typeof result?.success, name).toBe('boolean');
        }
      }),
      { numRuns: 60 },
    );
  });

  it('never throws on objects shaped like their own input with random leaves', { timeout: 60_000 }, () => {
    const objects = schemas.filter((s) => s.schema instanceof z.ZodObject) as {
      name: string;
      schema: z.ZodObject;
    }[];
    fc.assert(
      fc.property(fc.array(jsonish, { minLength: 20, maxLength: 20 }), (leaves) => {
        for (const { name, schema } of objects) {
          const value = Object.fromEntries(
            Object.keys(schema.shape).map((key, i) => [key, leaves[i % leaves.length]]),
          );
          expect(() => schema.safeParse(value), name).not.toThrow();
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('what the schemas accept (property)', () => {
  const id = idSchema('Invalid ID');

  it('ids: accepts every plain-digit text and whole number from 1 to the largest id, as that number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ID }), (n) => {
        expect(id.parse(String(n))).toBe(n);
        expect(id.parse(n)).toBe(n);
      }),
    );
  });

  it('ids: refuses any text that is not plain digits', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^[0-9]+$/.test(s)),
        (text) => {
          expect(id.safeParse(text).success).toBe(false);
        },
      ),
    );
    for (const text of ['0x35', '1e1', ' 5', '5 ', '5.0', '+5', '-1', '0', '0b1', '٥']) {
      expect(id.safeParse(text).success, text).toBe(false);
    }
  });

  // zod counts characters (code points), not UTF-16 units.
  it('subjects: accepts any printable one-line text of 5 to 255 characters, verbatim but trimmed', () => {
    const printable = fc
      .string({ unit: 'grapheme', minLength: 5, maxLength: 120 })
      .filter((s) => isSingleLineText(s) && [...s.trim()].length >= 5 && [...s.trim()].length <= 255);
    fc.assert(
      fc.property(printable, (subject) => {
        expect(subjectSchema.parse(subject)).toBe(subject.trim());
      }),
    );
    expect(subjectSchema.parse("<script>alert('x')</script>")).toBe("<script>alert('x')</script>");
    expect(subjectSchema.parse("Robert'); DROP TABLE tickets;--")).toBe("Robert'); DROP TABLE tickets;--");
  });

  it('text rules: one-line text has no control characters; long text allows only tab and line breaks', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const controls = [...text].filter((c) => {
          const code = c.codePointAt(0) ?? 0;
          return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
        });
        expect(isSingleLineText(text)).toBe(controls.length === 0);
        expect(isLongText(text)).toBe(controls.every((c) => c === '\t' || c === '\n' || c === '\r'));
      }),
    );
  });
});
