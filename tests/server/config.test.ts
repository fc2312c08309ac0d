import { describe, expect, it } from 'vitest';
import { ConfigError, devOutboxRefusal, isLoopbackHost, loadConfig, seedDemoByDefault } from '../../server/src/config';

// Pure rules only: nothing here listens or sends a request.
describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.0.0.53', '127.255.255.254', '::1', '[::1]', '0:0:0:0:0:0:0:1', 'localhost', 'LocalHost', ' 127.0.0.1 ', '::ffff:127.0.0.1'])('%j is loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each(['0.0.0.0', '::', '', '10.0.0.1', '192.168.1.20', '128.0.0.1', '126.255.255.255', '::ffff:10.0.0.1', '::2', 'fe80::1%eth0', '127.0.0.1.nip.io', 'localhost.example.com', 'example.com', '127.1'])(
    '%j is not',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
    },
  );
});

describe('the test outbox (DEV_OUTBOX=1)', () => {
  const local = { env: 'development' as const, host: '127.0.0.1', trustProxy: false, publicUrl: 'http://localhost:5000' };

  it('runs on a server only this machine reaches', () => {
    expect(devOutboxRefusal(local)).toBeNull();
    expect(devOutboxRefusal({ ...local, host: '::1', publicUrl: 'http://127.0.0.1:5181' })).toBeNull();
  });

  it('is refused on any other address, behind a proxy, or with a public address, and says why', () => {
    expect(devOutboxRefusal({ ...local, host: '0.0.0.0' })).toMatch(/HOST is "0\.0\.0\.0", not a loopback address/);
    expect(devOutboxRefusal({ ...local, trustProxy: true })).toMatch(/TRUST_PROXY=1/);
    expect(devOutboxRefusal({ ...local, publicUrl: 'https://wishwell.example' })).toMatch(/PUBLIC_URL is https:\/\/wishwell\.example/);
  });

  it('stops loadConfig with a ConfigError that names the setting and the way out', () => {
    expect(() => loadConfig({ DEV_OUTBOX: '1', HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEV_OUTBOX: '1', HOST: '0.0.0.0', NODE_ENV: 'production' })).toThrow(/DEV_OUTBOX=1 shows anyone every mailed sign-up code.*Set DEV_OUTBOX=0/s);
    expect(() => loadConfig({ DEV_OUTBOX: 'yes', HOST: '::' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEV_OUTBOX: '1', TRUST_PROXY: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEV_OUTBOX: '1', PUBLIC_URL: 'https://wishwell.example' })).toThrow(ConfigError);
  });

  it('is refused whenever NODE_ENV=production, even on loopback with nothing in front, and says why', () => {
    expect(devOutboxRefusal({ ...local, env: 'production' })).toMatch(/never with NODE_ENV=production.*Set DEV_OUTBOX=0/s);
    expect(() => loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1', DEV_OUTBOX: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1', DEV_OUTBOX: '1' })).toThrow(/never with NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1', DEV_OUTBOX: '0' }).mail.devOutbox).toBe(false);
  });

  it('starts as the end-to-end run starts it: NODE_ENV=test, on 127.0.0.1', () => {
    expect(loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', DEV_OUTBOX: '1' }).mail.devOutbox).toBe(true);
    expect(loadConfig({ HOST: 'localhost', DEV_OUTBOX: '1' }).mail.devOutbox).toBe(true);
  });

  it('leaves every address free without it', () => {
    expect(loadConfig({ HOST: '0.0.0.0', TRUST_PROXY: '1', PUBLIC_URL: 'https://wishwell.example' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0', DEV_OUTBOX: '0' }).mail.devOutbox).toBe(false);
  });
});

describe('demo members (SEED_DEMO)', () => {
  it('by default only for the embedded database outside production', () => {
    expect(seedDemoByDefault({ env: 'development' })).toBe(true);
    expect(seedDemoByDefault({ env: 'test' })).toBe(true);
    expect(seedDemoByDefault({ env: 'production' })).toBe(false);
    expect(seedDemoByDefault({ env: 'development', databaseUrl: 'postgres://u@h/db' })).toBe(false);
  });

  it('unset or empty, loadConfig follows that default', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
  });

  it('an explicit value decides anywhere', () => {
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('is 20 connections per process unless set, and a whole number from 1', () => {
    expect(loadConfig({}).database.poolSize).toBe(20);
    expect(loadConfig({ DATABASE_POOL_SIZE: '8' }).database.poolSize).toBe(8);
    for (const bad of ['0', '-1', '2.5', 'many']) expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(ConfigError);
  });
});
