import { defineConfig } from 'vitest/config';

// Test files share their worker's module graph (`isolate: false`): every API file would otherwise load the
// whole server again, which took two thirds of the suite's time. Each file still builds its own app on its own
// throw-away database, no test mocks a module or a global, and module-level caches are keyed on the database
// (decision 0020), so nothing one file does reaches another.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          include: ['common/**/*.test.ts', 'client/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The crisis evaluations screen thousands of texts: seconds on a busy two-core machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          isolate: false,
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
