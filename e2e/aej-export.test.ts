import { readFileSync } from 'node:fs';
import { validateAej, verifyDetached } from '@ponteiro/rep-files';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptCookies, useBrowser } from './support/browser.js';
import { signIn } from './support/sign-in.js';

// Issue 15: the owner generates the company's AEJ (Portaria 671 art. 83) for the last 14 days
// from /reports/aej, then its detached signature; the file passes the validator and the .p7s
// signs exactly the bytes downloaded (the demo company has the demo certificate).

/** YYYY-MM-DD of `days` days from today (UTC). */
const isoFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** DD/MM/AAAA, as the date fields take it in Portuguese. */
const typed = (iso: string) => iso.split('-').reverse().join('/');

/** Types a date and leaves the field. */
async function fillDate(field: Locator, value: string) {
  await field.click();
  await field.fill(value);
  await field.press('Tab');
}

describe('company AEJ', () => {
  const b = useBrowser();

  it('the owner generates the AEJ of the last 14 days and its signature; both check out', async () => {
    await signIn(b);
    await acceptCookies(b);
    await b.page.goto(b.url('/reports/aej'));
    const card = b.page.getByTestId('aej-export');
    await card.getByText('AEJ da empresa', { exact: true }).waitFor();
    // The whole company ("Todas as filiais"), from 13 days ago up to today.
    await card.getByText('Todas as filiais').waitFor();
    const from = isoFromToday(-13);
    const to = isoFromToday(0);
    await fillDate(card.getByLabel('De', { exact: true }), typed(from));
    await fillDate(card.getByLabel('Até', { exact: true }), typed(to));

    const [download] = await Promise.all([
      b.page.waitForEvent('download', { timeout: 60_000 }),
      card.getByRole('button', { name: 'Gerar AEJ' }).click(),
    ]);
    // Named by the plan after the employer and the period typed.
    expect(download.suggestedFilename()).toMatch(new RegExp(`^AEJ_\\d{14}_${from}_${to}\\.txt$`));
    const aej = readFileSync((await download.path())!);
    const report = validateAej(aej);
    expect(report.errors).toEqual([]);
    // The demo's punched days fall in the period: employees (03) and their marks (05).
    expect(report.counts['03']).toBeGreaterThan(0);
    expect(report.counts['05']).toBeGreaterThan(0);
    const result = card.getByTestId('aej-export-result');
    await result.getByText(/^AEJ gerado: .+, com \d+ colaboradores? e [\d.]+ marcaç/).waitFor();

    // The .p7s of the same bytes: the plan's generation instant pins both downloads.
    const [signature] = await Promise.all([
      b.page.waitForEvent('download', { timeout: 60_000 }),
      result.getByRole('button', { name: 'Baixar assinatura (.p7s)' }).click(),
    ]);
    expect(signature.suggestedFilename()).toBe(`${download.suggestedFilename()}.p7s`);
    const p7s = readFileSync((await signature.path())!);
    expect(verifyDetached(aej, p7s).valid).toBe(true);
  });
});
