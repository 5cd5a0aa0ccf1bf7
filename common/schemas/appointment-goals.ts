import { z } from 'zod';

/**
 * `GET /api/appointments/goals` (counselors and advisors): the dashboard's weekly goals, Monday to Sunday on
 * the university's clock. Every figure is counted from the database; the goals are admin settings. `rating` is
 * the average of the student ratings of all the viewer's sessions, all time (not only this week), to one
 * decimal, with how many sessions it is over; null with none.
 */
export const weeklyGoalsSchema = z.object({
  week: z.object({ start: z.string(), end: z.string(), timezone: z.string() }),
  sessions: z.object({ held: z.number().int(), goal: z.number().int() }),
  response_time: z.object({
    average_hours: z.number().nullable(),
    tickets: z.number().int(),
    goal_hours: z.number(),
  }),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type WeeklyGoals = z.infer<typeof weeklyGoalsSchema>;
