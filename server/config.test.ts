import { describe, expect, it } from 'vitest';
import { ConfigError, defaultPoolSize, loadConfig } from './config';

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

describe('TRUST_PROXY', () => {
  it('takes false, a hop count (true meaning 1 hop) or a list of addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('stops the start on anything else, naming the variable', () => {
    for (const value of ['maybe', '10.0.0.0/33', '10.0.0.300', '*', '10.0.0.1,evil.example', '1.2.3.4/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be false, a number/);
    }
  });
});

describe('ALLOWED_ORIGINS', () => {
  it('is empty by default and takes a comma-separated list of origins', () => {
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(
      loadConfig({ ALLOWED_ORIGINS: 'https://hub.university.edu, http://localhost:5173/' }).allowedOrigins,
    ).toEqual(['https://hub.university.edu', 'http://localhost:5173']);
  });

  it('refuses something that is not an origin', () => {
    for (const value of ['hub.university.edu', 'https://hub.university.edu/path', 'ftp://x.edu', '*']) {
      expect(() => loadConfig({ ALLOWED_ORIGINS: value })).toThrow(/ALLOWED_ORIGINS: must be/);
    }
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to twice the cores plus two and takes 1 to 200', () => {
    expect(loadConfig({}).databasePoolSize).toBe(defaultPoolSize());
    expect(defaultPoolSize()).toBeGreaterThanOrEqual(4);
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    for (const value of ['0', '201', 'ten', '2.5']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});
