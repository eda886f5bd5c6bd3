import { describe, expect, it } from 'vitest';
import type { BrowserSession } from './support/browser.js';
import { useBrowser } from './support/browser.js';
import { signIn, signInAdmin } from './support/sign-in.js';

// Issue 16, feedback: a company user sends feedback (with a screenshot) from the top bar, a
// platform administrator reads it in /admin/feedback, marks it read and answers, and the user
// sees the reply (with the unread badge) in the app.

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('feedback', () => {
  const b = useBrowser();

  it('a user sends feedback, the administrator answers, the user reads the reply', async () => {
    const text = `O filtro de datas não funciona ${Date.now()}`;
    await signIn(b);
    const { page } = b;

    await page
      .getByTestId('company-topbar')
      .getByRole('button', { name: 'Enviar feedback' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Tipo' }).click();
    await page.locator('.ant-select-item-option[title="Problema"]').click();
    await dialog.getByLabel('Mensagem').fill(text);
    await dialog.getByTestId('feedback-screenshot-input').setInputFiles({
      name: 'tela.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await dialog.getByText('tela.png').waitFor();
    await dialog.getByText('/dashboard').waitFor();
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByText('Obrigado! Recebemos o seu feedback.').waitFor();
    // "Minhas mensagens" shows it as sent.
    const mine = dialog.getByTestId('feedback-item').filter({ hasText: text });
    await mine.getByText('Enviado', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The administrator, in a browser of their own.
    const browser = b.context.browser();
    if (!browser) throw new Error('no browser');
    const adminContext = await browser.newContext({
      locale: 'pt-BR',
      viewport: { width: 1280, height: 800 },
    });
    try {
      const adminPage = await adminContext.newPage();
      const admin: BrowserSession = { page: adminPage, context: adminContext, url: b.url };
      await signInAdmin(admin);
      await adminPage.goto(b.url('/admin/feedback'));
      await adminPage.getByTestId('admin-feedback').waitFor();
      await adminPage.getByLabel('Buscar na mensagem, empresa ou usuário').fill(text);
      const row = adminPage.getByRole('row', { name: new RegExp(text.slice(0, 30)) });
      await row.waitFor();
      await expect.poll(() => adminPage.locator('tbody tr.ant-table-row').count()).toBe(1);
      await row.getByText('Novo', { exact: true }).waitFor();
      await row.getByRole('button', { name: /^Abrir o feedback de/ }).click();

      const drawer = adminPage.getByTestId('feedback-drawer');
      await drawer.getByTestId('feedback-message').getByText(text).waitFor();
      await drawer.getByText('/dashboard').waitFor();
      await drawer.getByTestId('feedback-screenshot').waitFor();
      await drawer.getByRole('button', { name: 'Marcar como lido' }).click();
      await adminPage.getByText('Feedback marcado como lido.').waitFor();
      await row.getByText('Lido', { exact: true }).waitFor();

      await drawer.getByLabel('Resposta').fill('Obrigado! Corrigimos o filtro na versão de hoje.');
      await drawer.getByRole('button', { name: 'Enviar resposta' }).click();
      await adminPage.getByText('Resposta enviada.').waitFor();
      await row.getByText('Respondido', { exact: true }).waitFor();
    } finally {
      await adminContext.close();
    }

    // Back in the app: the badge counts the reply; opening the list shows it and clears it.
    await page.reload();
    const unread = page.getByRole('button', { name: 'Enviar feedback (1 resposta não lida)' });
    await unread.click();
    const item = dialog.getByTestId('feedback-item').filter({ hasText: text });
    await item.getByText('Obrigado! Corrigimos o filtro na versão de hoje.').waitFor();
    await item.getByText('Nova resposta').waitFor();
    await item.getByText('Respondido', { exact: true }).waitFor();
    await page
      .getByTestId('company-topbar')
      .getByRole('button', { name: 'Enviar feedback', exact: true })
      .waitFor();
  });
});
