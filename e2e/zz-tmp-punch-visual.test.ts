import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { signIn, submitSignIn, DEMO_USERS } from './support/sign-in.js';

describe('tmp punch visual', () => {
  const b = useBrowser();
  it('employee punches', async () => {
    await b.context.grantPermissions(['geolocation']);
    await b.context.setGeolocation({ latitude: -23.5505, longitude: -46.6333, accuracy: 15 });
    await b.page.goto(b.url('/signin'));
    await submitSignIn(b.page, DEMO_USERS.employee);
    await b.page.waitForURL((url) => url.pathname === '/ta-events');
    await b.page.getByTestId('punch-clock').waitFor();
    await b.page.getByTestId('punch-receipts').waitFor();
    await b.page.waitForTimeout(800);
    await b.page.screenshot({ path: '/tmp/punch-1.png', fullPage: true });
    await b.page.getByTestId('punch-button').click();
    await b.page.getByTestId('punch-receipt').waitFor();
    await b.page.waitForTimeout(500);
    await b.page.screenshot({ path: '/tmp/punch-2.png', fullPage: false });
    const download = b.page.waitForEvent('download');
    await b.page.getByRole('button', { name: /Baixar comprovante/ }).click();
    const file = await download;
    console.log('DOWNLOAD', file.suggestedFilename());
    await b.page.getByRole('button', { name: 'Fechar' }).click();
    await b.page.waitForTimeout(1500);
    await b.page.screenshot({ path: '/tmp/punch-3.png', fullPage: true });
    // Offline punch
    await b.context.setOffline(true);
    await b.page.getByTestId('punch-button').click();
    await b.page.getByTestId('punch-pending').waitFor();
    await b.page.screenshot({ path: '/tmp/punch-4.png', fullPage: true });
    await b.context.setOffline(false);
    await b.page.getByText(/ponto registrado sem conexão foi enviado/).waitFor();
    await b.page.waitForTimeout(1000);
    await b.page.screenshot({ path: '/tmp/punch-5.png', fullPage: true });
    expect(await b.page.getByTestId('punch-pending').count()).toBe(0);
  });
  it('owner dashboard', async () => {
    await signIn(b);
    await b.page.getByTestId('being-built').waitFor();
    await b.page.waitForTimeout(1500);
    await b.page.screenshot({ path: '/tmp/punch-dash.png', fullPage: true });
    console.log('CARD ON DASHBOARD', await b.page.getByTestId('punch-card').count());
  });
});
