/** The safety-plan module's public face: other modules import only from here. */
export { safetyPlanRoutes } from './routes';
export { isSafetyPlanSharedWith } from './service';
