import { readFileSync } from 'node:fs';
import { validateAfd, verifyDetached } from '@ponteiro/rep-files';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type BrowserSession, useBrowser } from './support/browser.js';
import { DEMO_USERS, signIn } from './support/sign-in.js';

// Issue 14: the demo employee punches from the browser with the position allowed and gets the
// receipt; the owner finds the punch in the punch log, includes a missing one with a reason and
// downloads the company's AFD.

const EMPLOYEE_NAME = 'Ana Silva Santos';

/** DD/MM/AAAA of yesterday (UTC): a past date whatever the hour the suite runs. */
function yesterday(): string {
  return new Date(Date.now() - 86_400_000)
    .toISOString()
    .slice(0, 10)
    .split('-')
    .reverse()
    .join('/');
}

/** Types a date and leaves the field. */
async function fillDate(field: Locator, value: string) {
  await field.click();
  await field.fill(value);
  await field.press('Tab');
}

async function acceptCookies(b: BrowserSession) {
  await b.page.getByTestId('cookie-accept-all').click();
  await b.page.getByTestId('cookie-banner').waitFor({ state: 'hidden' });
}

describe('punch flow', () => {
  const b = useBrowser();

  it('the employee punches with geolocation granted and sees the receipt; the PDF downloads', async () => {
    await b.context.grantPermissions(['geolocation']);
    await b.context.setGeolocation({ latitude: -23.5505, longitude: -46.6333, accuracy: 12 });
    await signIn(b, DEMO_USERS.employee);
    await acceptCookies(b);
    await b.page.goto(b.url('/ta-events'));
    const card = b.page.getByTestId('punch-card');
    await card.waitFor();
    await expect
      .poll(() => card.getByTestId('punch-clock').textContent())
      .toMatch(/\d{2}:\d{2}:\d{2}/);
    await card.getByTestId('punch-button').click();
    const receipt = b.page.getByTestId('punch-receipt');
    await receipt.waitFor();
    const text = (await receipt.textContent()) ?? '';
    expect(text).toContain(EMPLOYEE_NAME);
    expect(text).toMatch(/[0-9a-f]{64}/);
    const [download] = await Promise.all([
      b.page.waitForEvent('download'),
      b.page.getByRole('button', { name: 'Baixar comprovante (PDF assinado)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^comprovante-nsr-\d+\.pdf$/);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
    await b.page.getByRole('button', { name: 'Fechar' }).first().click();
    await card
      .getByTestId('punch-today')
      .getByText(/NSR \d+/)
      .first()
      .waitFor();
  });

  it('the owner sees the punch in the log, includes a missing one with a reason and downloads the AFD', async () => {
    await signIn(b);
    await acceptCookies(b);
    await b.page.goto(b.url('/timesheets/punch-log'));
    const log = b.page.getByTestId('punch-log');
    await log.waitFor();
    await log.getByText(EMPLOYEE_NAME).first().waitFor();

    await b.page.goto(b.url('/timesheets/admin-punch'));
    const form = b.page.getByTestId('include-punch');
    await form.waitFor();
    await form.getByLabel('Colaboradores').fill('Ana Silva');
    await b.page.locator('.ant-select-item-option', { hasText: EMPLOYEE_NAME }).click();
    // A multiple select stays open for more choices.
    await b.page.keyboard.press('Escape');
    await fillDate(form.getByLabel('Data'), yesterday());
    await form.getByLabel('Hora').fill('07:30');
    await form.getByLabel('Motivo').fill('Esqueceu de marcar a entrada');
    await form.getByRole('button', { name: 'Incluir marcação' }).click();
    await b.page.getByText(`Marcação incluída para ${EMPLOYEE_NAME}.`).waitFor();
    await b.page.getByTestId('admin-punch-list').getByText('Incluída').first().waitFor();

    await b.page.goto(b.url('/reports/afd'));
    await b.page.getByText('AFD da empresa', { exact: true }).first().waitFor();
    await b.page.getByLabel('Filial').click();
    await b.page.locator('.ant-select-item-option', { hasText: 'Matriz — São Paulo' }).click();
    const [download] = await Promise.all([
      b.page.waitForEvent('download'),
      b.page.getByRole('button', { name: 'Gerar AFD' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^AFD.*REP_P\.txt$/);
    const afd = readFileSync((await download.path())!);
    const report = validateAfd(afd, { fileName: download.suggestedFilename() });
    expect(report.errors).toEqual([]);
    expect(afd.toString('latin1')).toContain('ASSINATURA_DIGITAL_EM_ARQUIVO_P7S');
    // The demo company has the demo certificate: the .p7s signs exactly the file downloaded.
    const [signature] = await Promise.all([
      b.page.waitForEvent('download'),
      b.page.getByRole('button', { name: 'Baixar assinatura (.p7s)' }).click(),
    ]);
    expect(signature.suggestedFilename()).toBe(`${download.suggestedFilename()}.p7s`);
    const p7s = readFileSync((await signature.path())!);
    expect(verifyDetached(afd, p7s).valid).toBe(true);

    await b.page.goto(b.url('/system/afd-aej'));
    await b.page.getByText('Certificado de demonstração').first().waitFor();
  });
});
