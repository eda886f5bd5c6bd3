import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('has working defaults with nothing set', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      ADMIN_SLUG: 'ponteiro',
      seedDemo: true,
      trustProxy: false,
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('makes folders absolute', () => {
    const c = loadConfig({ DATA_DIR: 'some/data', WEB_DIST: './web' });
    expect(c.DATA_DIR).toBe(`${process.cwd()}/some/data`);
    expect(c.WEB_DIST).toBe(`${process.cwd()}/web`);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{}, true, true],
    [{ DATABASE_URL: 'postgres://x@localhost/db' }, true, false],
    [{ DATABASE_URL: 'postgres://x@localhost/db', SEED_DEMO: 'true' }, true, true],
    [{ SMTP_URL: 'smtp://mail.example.com:587' }, false, false],
    [{ SMTP_URL: 'smtp://mail.example.com:587', DEV_OUTBOX: 'true' }, true, false],
    [{ DEV_OUTBOX: 'false' }, false, true],
  ])('outbox for administrators and links in the log: %j', (env, outbox, logLinks) => {
    const c = loadConfig(env);
    expect(c.devOutbox).toBe(outbox);
    expect(c.logEmailLinks).toBe(logLinks);
  });

  it('turns demo data off by default with PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db' }).seedDemo).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x@localhost/db', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
  });

  it.each([
    ['1', 1],
    ['true', true],
    ['false', false],
  ])('TRUST_PROXY=%s → %s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', ADMIN_SLUG: 'Bad Slug' })).toThrow(
      /PORT[\s\S]*ADMIN_SLUG|ADMIN_SLUG[\s\S]*PORT/,
    );
  });
});
