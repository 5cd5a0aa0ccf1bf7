/** Crisis alerts and their escalation clock. The module's public face: other modules import only from here. */
export { default as escalationPlugin } from './plugin';
