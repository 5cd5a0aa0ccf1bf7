/** User administration. The module's public face: other modules import only from here. */
export { presentSessionUser } from './presenter';
export { type UserRow, usersRepository } from './repository';
export { userRoutes } from './routes';
