import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../command.js';
import { capture } from '../test-support.js';
import { timesheetCommand } from './timesheet.js';

const dir = mkdtempSync(join(tmpdir(), 'ponteiro-timesheet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const scenario = {
  timezone: 'America/Sao_Paulo',
  from: '2026-08-03',
  to: '2026-08-04',
  schedule: {
    kind: 'weekly',
    days: {
      mon: [
        ['08:00', '12:00'],
        ['13:00', '17:00'],
      ],
    },
  },
  punches: ['2026-08-03T07:58:00-03:00', '2026-08-03T12:01:00-03:00'],
};

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const run = (...args: string[]) => capture(() => timesheetCommand.run(args));

describe('ponteiro timesheet: bad input exits 2 with one line on stderr', () => {
  it.each([
    [
      'a missing file',
      () => join(dir, 'nope.json'),
      /^ponteiro timesheet: .*nope\.json: cannot read \(file not found\)\n$/,
    ],
    ['a directory', () => dir, /cannot read \(is a directory, not a file\)\n$/],
    [
      'invalid JSON',
      () => file('broken.json', '{"timezone": '),
      /broken\.json: invalid JSON \(.+\)\n$/,
    ],
    ['an empty file', () => file('empty.json', ''), /empty\.json: invalid JSON \(/],
    [
      'an unknown zone',
      () => file('zone.json', JSON.stringify({ ...scenario, timezone: 'Mars/Base' })),
      /zone\.json: timezone: unknown time zone "Mars\/Base"\n$/,
    ],
    [
      'a malformed punch',
      () =>
        file(
          'punch.json',
          JSON.stringify({ ...scenario, punches: [scenario.punches[0], '2026-08-03T7:58'] }),
        ),
      /punch\.json: punches\[1\]: malformed time "2026-08-03T7:58" \(expected ISO 8601 like 2026-08-03T07:58:00-03:00\)\n$/,
    ],
    [
      'versions out of order',
      () =>
        file(
          'versions.json',
          JSON.stringify({
            ...scenario,
            versions: [
              { from: '2026-08-04', schedule: scenario.schedule },
              { from: '2026-08-04', schedule: scenario.schedule },
            ],
          }),
        ),
      /versions\.json: versions\[1\]\.from: 2026-08-04 is not after versions\[0\]\.from \(2026-08-04\); versions go in ascending order\n$/,
    ],
    [
      'a JSON list',
      () => file('list.json', '[]'),
      /list\.json: expected the scenario to be a JSON object, got a list\n$/,
    ],
  ])('%s', async (_, path, message) => {
    const { code, stdout, stderr } = await run(path());
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stdout).toBe('');
  });

  it('throws a usage error without exactly one path (main prints the usage, exit 2)', async () => {
    await expect(timesheetCommand.run([])).rejects.toThrow(UsageError);
    await expect(timesheetCommand.run(['a.json', 'b.json'])).rejects.toThrow(/got 2 arguments/);
  });
});

describe('ponteiro timesheet: the result', () => {
  it('prints the result JSON on stdout with exit 0, and accepts a byte-order mark', async () => {
    const { code, stdout, stderr } = await run(
      file('good.json', `\uFEFF${JSON.stringify(scenario)}`),
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.endsWith('}\n')).toBe(true);
    const result = JSON.parse(stdout);
    expect(result.days.map((day: { date: string }) => day.date)).toEqual([
      '2026-08-03',
      '2026-08-04',
    ]);
    expect(result.totals).toHaveProperty('workedMinutes');
  });
});

describe('ponteiro timesheet: schedule versions', () => {
  it('computes each workday under the version in force on its date', async () => {
    const tuesday = [
      ['09:00', '13:00'],
      ['14:00', '18:00'],
    ];
    const { code, stdout, stderr } = await run(
      file(
        'versioned.json',
        JSON.stringify({
          ...scenario,
          schedule: { kind: 'weekly', days: { mon: scenario.schedule.days.mon, tue: tuesday } },
          versions: [
            {
              from: '2026-08-04',
              schedule: { kind: 'weekly', days: { tue: tuesday } },
              rules: { overtimeRate: 60 },
            },
          ],
          punches: [
            '2026-08-04T09:00:00-03:00',
            '2026-08-04T13:00:00-03:00',
            '2026-08-04T14:00:00-03:00',
            '2026-08-04T19:00:00-03:00',
          ],
        }),
      ),
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.days.map((day: { overtime: object }) => day.overtime)).toEqual([
      { '50': 0, '100': 0 },
      { '60': 60, '100': 0 },
    ]);
    expect(result.totals.overtime).toEqual({ '50': 0, '60': 60, '100': 0 });
  });
});

describe('npx ponteiro timesheet - (stdin, through the real binary)', () => {
  const bin = fileURLToPath(new URL('../../bin/ponteiro.js', import.meta.url));
  const pipe = (input: string) =>
    spawnSync(process.execPath, [bin, 'timesheet', '-'], { input, encoding: 'utf8' });

  it('reads the scenario from stdin', () => {
    const r = pipe(JSON.stringify(scenario));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).days).toHaveLength(2);
  });

  it('names stdin in errors and exits 2', () => {
    const r = pipe('{"timezone": "America/Sao_Paulo", "from": 5}');
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      'ponteiro timesheet: stdin: from: expected a date YYYY-MM-DD, got a number (5)\n',
    );
    expect(r.stdout).toBe('');
  });
});
