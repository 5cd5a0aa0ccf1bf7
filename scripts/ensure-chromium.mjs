#!/usr/bin/env node
// The end-to-end tests drive Debian's Chromium at /usr/bin/chromium (never a downloaded browser).
// When it is missing: install it as root, otherwise say exactly what to install. Never skip.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is needed for the end-to-end tests and was not found at ${CHROMIUM}.\n` +
        "Install Debian's package, then run the tests again:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n",
    );
    process.exit(1);
  }
  console.log(`Chromium not found at ${CHROMIUM}; installing Debian's chromium package...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env,
  });
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}
