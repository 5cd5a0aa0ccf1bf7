import type { HubModule } from '../lib/hub-module';
import { appointmentsModule } from './appointments';
import { auditModule } from './audit';
import { authModule } from './auth';
import { backupsModule } from './backups';
import { categoriesModule } from './categories';
import { concernsModule } from './concerns';
import { crisisModule } from './crisis';
import { crisisChatModule } from './crisis-chat';
import { crisisSupportModule } from './crisis-support';
import { escalationModule } from './escalation';
import { healthModule } from './health';
import { helpModule } from './help';
import { mailModule } from './mail';
import { notificationsModule } from './notifications';
import { onCallModule } from './on-call';
import { profileModule } from './profile';
import { reportsModule } from './reports';
import { resourcesModule } from './resources';
import { retentionModule } from './retention';
import { safetyPlansModule } from './safety-plans';
import { screeningReviewsModule } from './screening-reviews';
import { settingsModule } from './settings';
import { specializationsModule } from './specializations';
import { ticketsModule } from './tickets';
import { usersModule } from './users';
import { wellnessModule } from './wellness';

/**
 * Every module the app registers, in order (decision 0010). A new module adds one line here; `app.ts` never
 * names a module. Listeners run in the order their modules are listed. (`audit` has no listener: each
 * service writes its audit rows in the transaction of the change, through `recordAudit`; its routes are the
 * admins' Audit Log.)
 * (`sessions` has no routes or listeners: it is a library module used by `auth` and `users`.)
 */
export const HUB_MODULES: readonly HubModule[] = [
  mailModule,
  healthModule,
  authModule,
  settingsModule,
  categoriesModule,
  crisisModule,
  crisisSupportModule,
  ticketsModule,
  specializationsModule,
  reportsModule,
  usersModule,
  profileModule,
  notificationsModule,
  escalationModule,
  safetyPlansModule,
  onCallModule,
  screeningReviewsModule,
  helpModule,
  resourcesModule,
  concernsModule,
  appointmentsModule,
  crisisChatModule,
  wellnessModule,
  auditModule,
  backupsModule,
  retentionModule,
];
