import { createInterface } from 'node:readline/promises';
import type { AdminInput } from './admin-create';

/**
 * The administrator's details from ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_NAME; what is missing is asked for
 * on the terminal (the password without echo). Without a terminal, missing values are an error.
 */
export async function readAdminInput(env: NodeJS.ProcessEnv = process.env): Promise<AdminInput> {
  const given = { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME };
  const missing = Object.entries({
    ADMIN_EMAIL: given.email,
    ADMIN_PASSWORD: given.password,
    ADMIN_NAME: given.name,
  })
    .filter(([, value]) => value === undefined || value === '')
    .map(([key]) => key);
  if (missing.length === 0) return given as AdminInput;
  if (!process.stdin.isTTY) {
    throw new Error(`Set ${missing.join(', ')} (or run this in a terminal to be asked).`);
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  let muted = false;
  const write = (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput;
  (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) => {
    if (muted && !text.includes('\n')) return;
    write.call(rl, text);
  };
  try {
    const email = given.email || (await rl.question('Administrator e-mail: '));
    const name = given.name || (await rl.question('Administrator name: '));
    let password = given.password ?? '';
    if (!password) {
      const asked = rl.question('Password (at least 8 characters, upper and lower case and a number): ');
      muted = true;
      password = await asked;
      muted = false;
      process.stdout.write('\n');
    }
    return { email, name, password };
  } finally {
    rl.close();
  }
}
