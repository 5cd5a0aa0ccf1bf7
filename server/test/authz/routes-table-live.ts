import type { RouteRule } from './routes-table';

/** The live domains' rows of the authorization matrix (routes-table.ts): the crisis chat and the session room. */
export const LIVE_ROUTES: Record<string, RouteRule> = {
  'GET /api/crisis-chat/duty': { who: ['counselor', 'admin'] },
  'PUT /api/crisis-chat/duty': { who: ['counselor'] },
  'POST /api/crisis-chat': { who: ['student'], mutates: true },
  'GET /api/crisis-chat/waiting': { who: ['counselor'] },
  'GET /api/crisis-chat/:id': { who: ['student', 'counselor', 'admin'], record: 'crisis-chat' },
  'POST /api/crisis-chat/:id/accept': { who: ['counselor'], record: 'crisis-chat', mutates: true },
  'GET /api/crisis-chat/:id/messages': { who: ['student', 'counselor', 'admin'], record: 'crisis-chat' },
  'POST /api/crisis-chat/:id/messages': {
    who: ['student', 'counselor'],
    record: 'crisis-chat',
    valid: { body: 'Hello' },
  },
  'POST /api/crisis-chat/:id/share-name': { who: ['student'], record: 'crisis-chat', mutates: true },
  'POST /api/crisis-chat/:id/end': { who: ['student', 'counselor'], record: 'crisis-chat', mutates: true },

  // The session room: its student and counselor only (an admin who sees the appointment is refused, 403);
  // outside the join window writes answer 409.
  'GET /api/appointments/:id/room': { who: 'signed-in', record: 'appointment', allowed: [200, 403] },
  'POST /api/appointments/:id/room/admit': { who: 'signed-in', record: 'appointment', mutates: true },
  'POST /api/appointments/:id/room/end': { who: 'signed-in', record: 'appointment', mutates: true },
  'POST /api/appointments/:id/room/signals': {
    who: 'signed-in',
    record: 'appointment',
    allowed: [403, 409, 422],
    valid: { kind: 'restart', payload: { peer: 'matrix-peer' } },
  },
  'GET /api/appointments/:id/room/signals': { who: 'signed-in', record: 'appointment', allowed: [200, 403] },
  'POST /api/appointments/:id/room/messages': {
    who: 'signed-in',
    record: 'appointment',
    allowed: [403, 409, 422],
    valid: { body: 'matrix' },
  },
  'GET /api/appointments/:id/room/messages': { who: 'signed-in', record: 'appointment', allowed: [200, 403] },
};
