import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db';
import { verdictSentence, verifyChain } from '../server/modules/audit';

/**
 * npm run audit:verify: walks the audit trail's hash chain (decision 0022) on `DATABASE_URL` and prints
 * "audit chain intact (N entries)", or the first broken link and exits with 1.
 */
async function run(): Promise<number> {
  const config = loadConfig();
  const db = createDatabase(config.databaseUrl, undefined, { busyBudgetMs: config.dbBusyTimeoutMs });
  try {
    const verdict = await verifyChain(db);
    console.log(verdictSentence(verdict));
    return verdict.ok ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
