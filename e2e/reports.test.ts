import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { acceptCookies, useBrowser } from './support/browser.js';
import { DEMO_USERS, signIn } from './support/sign-in.js';

// Issue 18: the owner makes the time mirror of a department (Operações de Loja and those below
// it) as a background job, watches its progress, and downloads it from the top bar's Downloads;
// the demo employee downloads her own mirror right away. Both PDFs read as espelhos de ponto.

const pdfText = (path: string) =>
  execFileSync('pdftotext', ['-layout', path, '-']).toString('utf8');

describe('reports', () => {
  const b = useBrowser();

  it("the owner makes a department's mirror as a job and downloads it from Downloads", async () => {
    await signIn(b);
    await acceptCookies(b);
    await b.page.goto(b.url('/reports/time-mirror'));
    await b.page.getByTestId('time-mirror-staff').waitFor();
    const filters = b.page.getByTestId('report-filters');
    await filters.getByLabel('Abrangência').click();
    await b.page
      .locator('.ant-select-dropdown:visible')
      .getByText('Departamento', { exact: true })
      .click();
    await b.page.waitForURL((url) => url.searchParams.get('scope') === 'department');
    await b.page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await filters.getByLabel('Departamento').click();
    await b.page
      .locator('.ant-select-dropdown:visible')
      .getByText('Operações de Loja', { exact: true })
      .click();
    await b.page.waitForURL((url) => url.searchParams.has('department_id'));

    await b.page.getByTestId('report-export-pdf').click();
    const job = b.page.getByTestId('report-export-job');
    await job.waitFor();
    // The job's progress is shown until its file is ready (employees done of total).
    await job.getByTestId('report-job-status').waitFor();
    await job.getByTestId('report-job-download').waitFor({ timeout: 90_000 });
    await expect(job.getByTestId('report-job-status').textContent()).resolves.toBe('Pronto');

    // The same file, from the top bar's Downloads.
    await b.page.getByTestId('downloads-menu').click();
    const panel = b.page.getByTestId('downloads-panel');
    const item = panel.getByTestId('downloads-item').first();
    await item.getByText(/Departamento: Operações de Loja/).waitFor();
    const [download] = await Promise.all([
      b.page.waitForEvent('download', { timeout: 60_000 }),
      item.getByTestId('report-job-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^espelho-de-ponto_.*\.pdf$/);
    const path = (await download.path())!;
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(path);
    expect(text).toContain('Espelho de Ponto');
    expect(text).toContain('Departamento: Operações de Loja');
    expect(text).toContain('Assinatura do colaborador');
  });

  it('the employee downloads her own mirror right away', async () => {
    await signIn(b, DEMO_USERS.employee);
    await acceptCookies(b);
    await b.page.goto(b.url('/reports/time-mirror'));
    await b.page.getByTestId('timesheet-grid').waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([
      b.page.waitForEvent('download', { timeout: 60_000 }),
      b.page.getByTestId('mirror-download-pdf').click(),
    ]);
    const text = pdfText((await download.path())!);
    expect(text).toContain('Ana Silva Santos');
    expect(text).toContain('Horário e jornada contratual');
  });
});
