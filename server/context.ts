import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { DB } from './db';
import type { Clock } from './lib/clock';
import type { EventBus } from './lib/events';
import type { Mailer } from './lib/mail';

/** What every module's service is built from: one per app instance, so tests get their own. */
export interface AppContext {
  config: AppConfig;
  db: DB;
  clock: Clock;
  bus: EventBus;
  log: FastifyBaseLogger;
  mailer: Mailer;
}
