import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('APP_URL', () => {
  it('defaults to http://localhost and the port', () => {
    expect(loadConfig({}).appUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
  });

  it('drops trailing slashes and keeps a path', () => {
    expect(loadConfig({ APP_URL: 'https://support.university.edu/' }).appUrl).toBe(
      'https://support.university.edu',
    );
    expect(loadConfig({ APP_URL: 'https://university.edu/hub//' }).appUrl).toBe('https://university.edu/hub');
  });

  it('stops the start with a message naming the variable when it is not an http(s) address', () => {
    for (const value of [
      'support.university.edu',
      'ftp://university.edu',
      'javascript:alert(1)',
      'https://x.edu/?a=1',
    ]) {
      expect(() => loadConfig({ APP_URL: value })).toThrow(ConfigError);
      expect(() => loadConfig({ APP_URL: value })).toThrow(
        /APP_URL: must be an http:\/\/ or https:\/\/ address/,
      );
    }
  });
});
