/** E-mails sent in answer to events. The module's public face: other modules import only from here. */
export { registerMailListeners } from './listeners';
