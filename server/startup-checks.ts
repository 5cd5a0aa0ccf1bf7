import { isIP } from 'node:net';
import type { AppConfig } from './config';

/** Addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (h === '::1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice('::ffff:'.length) : h;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/**
 * Demo mode publishes accounts with a known password (admin@university.edu included). It may listen where
 * other machines reach it only when DEMO_ALLOW_PUBLIC=true says so on purpose. Null when the start is safe.
 */
export function demoExposureProblem(config: Pick<AppConfig, 'demoMode' | 'demoAllowPublic' | 'host'>) {
  if (!config.demoMode || config.demoAllowPublic || isLoopbackHost(config.host)) return null;
  return [
    `Refusing to start: demo mode is on (DEMO_MODE defaults to true) and HOST=${config.host} accepts connections from other machines.`,
    'Demo mode creates demo accounts, an administrator among them, whose password is published.',
    'For a real deployment set DEMO_MODE=false and create the first administrator with `npm run admin:create`.',
    'To show the demo to other machines on purpose, set DEMO_ALLOW_PUBLIC=true.',
  ].join('\n');
}
