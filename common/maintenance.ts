/** What every call of a signed-in non-admin answers (503) while maintenance mode is on. */
export const MAINTENANCE_MESSAGE = 'The hub is under maintenance';
