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

  it('shows the summary first, and an AEJ with a short trailing field as valid with a warning', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ponteiro-e2e-'));
    // The first mark with an empty motivo loses its last `|`: accepted, with a warning.
    const lines = fixture('aej/fixtures/full.aej').toString('latin1').split('\r\n');
    const at = lines.findIndex((l) => l.startsWith('05|') && l.endsWith('||'));
    lines[at] = lines[at]!.slice(0, -1);
    const aej = join(dir, 'AEJ-curto.txt');
    writeFileSync(aej, Buffer.from(lines.join('\r\n'), 'latin1'));

    await signIn(b);
    await b.page.goto(b.url('/reports/aej'));
    await b.page.getByTestId('aej-check').locator('input[type="file"]').setInputFiles(aej);
    const result = b.page.getByTestId('legal-file-result');
    await result.getByText('AEJ-curto.txt: arquivo válido, com 1 aviso.').waitFor();
    const summary = result.getByTestId('legal-file-summary');
    await summary.getByText('AEJ leiaute 001').waitFor();
    await summary.getByText('motivo: 1').waitFor();
    await result.getByRole('tab', { name: '1 aviso' }).waitFor();
    await result.getByRole('cell', { name: String(at + 1), exact: true }).waitFor();
    await result.getByRole('cell', { name: 'motivo', exact: true }).waitFor();

    const afd = join(dir, 'AFD-rep-p.txt');
    writeFileSync(afd, fixture('afd/fixtures/afd-671-rep-p.txt'));
    await b.page.goto(b.url('/reports/afd'));
    await b.page.getByTestId('afd-check').locator('input[type="file"]').setInputFiles(afd);
    await b.page.getByText('AFD-rep-p.txt: arquivo válido.').waitFor();
    const afdSummary = b.page.getByTestId('legal-file-summary');
    await afdSummary.getByText('Portaria 671', { exact: true }).waitFor();
    await afdSummary.getByText('REP-P', { exact: true }).waitFor();
    await afdSummary.getByText('CRC-16/KERMIT', { exact: true }).waitFor();
  });
});
