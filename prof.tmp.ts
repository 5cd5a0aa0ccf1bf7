import { buildApp } from '/work/main/server/app';
import { loadConfig } from '/work/main/server/config';
import { createDatabase } from '/work/main/server/db';
const url = process.argv[2];
const paths = process.argv.slice(3);
process.env.DATABASE_URL = url; process.env.DEMO_MODE = 'true'; process.env.LOG_LEVEL = 'warn';
let events: { sql: string; ms: number }[] = [];
const db = createDatabase(url, (e) => { events.push({ sql: e.query.sql.replace(/\s+/g, ' ').slice(0, 5000) + " PARAMS " + JSON.stringify(e.query.parameters), ms: e.queryDurationMillis }); });
const app = await buildApp(loadConfig(), { db });
const login = await app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { role: process.env.ROLE ?? 'admin' } });
const token = login.json().data.token;
for (const p of paths) {
  for (let round = 0; round < 3; round++) {
    events = [];
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: p, headers: { authorization: `Bearer ${token}` } });
    const total = performance.now() - t0;
    if (round === 2) {
      console.log(`\n${p} -> ${res.statusCode} total ${total.toFixed(1)} ms, ${events.length} queries, ${res.body.length} bytes`);
      for (const e of events) console.log(`  ${e.ms.toFixed(2)} ms  ${e.sql}`);
    }
  }
}
await app.close(); await db.destroy();
