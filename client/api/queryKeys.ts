/** Every TanStack Query key of the client, so invalidations cannot drift from the queries. */
export const queryKeys = {
  session: ['auth', 'session'] as const,
};
