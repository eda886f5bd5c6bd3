import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/ponteiro.js', import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

describe('npx ponteiro', () => {
  it('prints help with exit 0', () => {
    const r = run('help');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Usage: npx ponteiro <command>');
    expect(r.stdout).toContain('seed');
  });

  it('rejects an unknown command on stderr with exit 2', () => {
    const r = run('no-such-command');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown command "no-such-command"');
    expect(r.stdout).toBe('');
  });

  it('exits 2 without a command', () => {
    expect(run().status).toBe(2);
  });
});
