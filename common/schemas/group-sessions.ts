import { z } from 'zod';
import { APPOINTMENT_TYPES, isoInstant, APPOINTMENT_MESSAGES as M, typeField } from './appointments';
import { idSchema } from './ids';

export const GROUP_MESSAGES = {
  title: 'Give the session a title of 1 to 120 characters',
  duration: 'Duration must be a whole number of minutes from 30 to 120',
  capacity: 'Capacity must be a whole number from 2 to 50',
  description: 'Keep the description to 1,000 characters or fewer',
  full: 'This session is full',
  notJoined: 'You have not joined this session',
  notUpcoming: 'Only sessions still to start can be cancelled',
  notYours: 'Only the staff member who offers a session, or an administrator, can cancel it',
  notFound: 'Group session not found',
  clash: 'You have another session at this time',
  past: 'Choose a time in the future',
} as const;

/** `POST /api/group-sessions`: a counselor or advisor offers group therapy (issue 16, "Group Therapy"). */
export const groupSessionInputSchema = z.object({
  title: z
    .string({ error: GROUP_MESSAGES.title })
    .trim()
    .min(1, GROUP_MESSAGES.title)
    .max(120, GROUP_MESSAGES.title),
  description: z
    .string({ error: GROUP_MESSAGES.description })
    .trim()
    .max(1000, GROUP_MESSAGES.description)
    .default(''),
  type: typeField,
  start: isoInstant(M.start),
  duration: z
    .number({ error: GROUP_MESSAGES.duration })
    .int(GROUP_MESSAGES.duration)
    .min(30, GROUP_MESSAGES.duration)
    .max(120, GROUP_MESSAGES.duration)
    .default(60),
  capacity: z
    .number({ error: GROUP_MESSAGES.capacity })
    .int(GROUP_MESSAGES.capacity)
    .min(2, GROUP_MESSAGES.capacity)
    .max(50, GROUP_MESSAGES.capacity),
});
export type GroupSessionInput = z.output<typeof groupSessionInputSchema>;

export const groupSessionParamsSchema = z.object({ id: idSchema(GROUP_MESSAGES.notFound) });

export const groupSessionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: z.enum(APPOINTMENT_TYPES),
  start: z.string(),
  end: z.string(),
  duration: z.number().int(),
  capacity: z.number().int(),
  seats_left: z.number().int(),
  counselor: z.object({ id: z.number().int(), name: z.string() }),
  joined: z.boolean(),
});
export type GroupSession = z.infer<typeof groupSessionSchema>;
