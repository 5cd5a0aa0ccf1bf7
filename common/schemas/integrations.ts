import { z } from 'zod';

/**
 * What the Integrations tab shows: the real state of each connection the hub depends on, checked when asked.
 * `connected`: configured and answering; `configured`: set up, not checkable from here; `not_configured`: the
 * hub works without it, in the way the summary says; `failing`: set up and not answering (the summary says why).
 */
export const INTEGRATION_STATES = ['connected', 'configured', 'not_configured', 'failing'] as const;
export type IntegrationState = (typeof INTEGRATION_STATES)[number];

export const INTEGRATION_KEYS = ['database', 'email', 'live_events', 'calls', 'backups', 'sms'] as const;
export type IntegrationKey = (typeof INTEGRATION_KEYS)[number];

export const integrationSchema = z.object({
  key: z.enum(INTEGRATION_KEYS),
  name: z.string(),
  state: z.enum(INTEGRATION_STATES),
  summary: z.string(),
  /** Facts behind the state (versions, queue figures, the last backup), each a short line. */
  details: z.array(z.string()),
});
export type Integration = z.infer<typeof integrationSchema>;

export const integrationsAnswerSchema = z.object({
  integrations: z.array(integrationSchema),
  checked_at: z.string(),
});
export type IntegrationsAnswer = z.infer<typeof integrationsAnswerSchema>;
