import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { signIn } from './support/sign-in.js';

const fixture = (path: string) =>
  readFileSync(new URL(`../packages/rep-files/src/${path}`, import.meta.url));

describe('legal file validation', () => {
  const b = useBrowser();

  it('checks an AFD from any REP and lists each problem with its line and field', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ponteiro-e2e-'));
    // The second line loses its CR: the validator says where.
    const text = fixture('afd/fixtures/afd-671-rep-p.txt').toString('latin1');
    const lines = text.split('\r\n');
    const broken = [`${lines[0]}\r\n${lines[1]}\n`, lines.slice(2).join('\r\n')].join('');
    const file = join(dir, 'AFD-outro-rep.txt');
    writeFileSync(file, Buffer.from(broken, 'latin1'));

    await signIn(b);
    await b.page.goto(b.url('/reports/afd'));
    await b.page.getByTestId('afd-check').locator('input[type="file"]').setInputFiles(file);
    const result = b.page.getByTestId('legal-file-result');
    await result.getByText(/AFD-outro-rep\.txt: \d+ problemas? encontrados?\./).waitFor();
    await result.getByRole('cell', { name: '2', exact: true }).first().waitFor();

    await result.getByRole('button', { name: 'Conferir outro arquivo' }).click();
    const good = join(dir, 'AEJ.txt');
    writeFileSync(good, fixture('aej/fixtures/full.aej'));
    await b.page.goto(b.url('/reports/aej'));
    await b.page.getByTestId('aej-check').locator('input[type="file"]').setInputFiles(good);
    await b.page.getByText('AEJ.txt: arquivo válido.').waitFor();
  });
});
