/** User administration. The module's public face: other modules import only from here. */
export { presentSessionUser } from './presenter';
export { findUserByEmail, findUserById, recordUserLogin, type UserRow, updateUser } from './repository';
export { userRoutes } from './routes';
