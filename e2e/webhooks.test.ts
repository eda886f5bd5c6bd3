import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook } from '@ponteiro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyToken } from './support/api.js';
import { acceptCookies, useBrowser } from './support/browser.js';
import { signIn } from './support/sign-in.js';

// Issue 20, System › Notifications › Integrations: the owner adds a webhook pointing at a
// receiver this test runs on loopback (allowed: the e2e server runs with NODE_ENV=test), sends a
// test event, and sees it delivered in the delivery log; the receiver got a valid signature.
// The webhook is deleted afterwards (the server is shared by every test file).

describe('webhooks', () => {
  const b = useBrowser();
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  let target = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    target = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ponteiro`;
  });
  afterAll(async () => {
    const token = await companyToken(b);
    const list = await fetch(b.url('/api/v1.0/system/notifications/webhooks/'), {
      headers: { authorization: `Bearer ${token}` },
    });
    for (const sub of ((await list.json()) as { data: { id: string; url: string }[] }).data) {
      if (sub.url !== target) continue;
      await fetch(b.url(`/api/v1.0/system/notifications/webhooks/${sub.id}/`), {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    }
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('an integrator adds a webhook, sends a test event and sees it in the delivery log', async () => {
    await signIn(b);
    await acceptCookies(b);
    await b.page.goto(b.url('/system/notifications'));
    await b.page.getByRole('tab', { name: 'Integrações' }).click();
    const panel = b.page.getByTestId('webhooks-panel');
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Adicionar webhook' }).click();

    const dialog = b.page.getByRole('dialog');
    await dialog.getByLabel('Endereço (URL)').fill(target);
    await dialog.getByLabel('Descrição').fill('ERP de teste');
    await dialog.getByRole('checkbox', { name: /employee\.created/ }).check();
    await dialog.getByRole('checkbox', { name: /punch\.recorded/ }).check();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText('Webhook salvo.').waitFor();

    const table = panel.getByTestId('webhooks-table');
    const row = table.getByRole('row', { name: new RegExp(target) });
    await row.waitFor();
    await row.getByText('2 eventos').waitFor();
    await row.getByRole('button', { name: 'Enviar evento de teste' }).click();
    await b.page.getByText('Evento de teste entregue (HTTP 200).').waitFor();

    await row.getByRole('button', { name: 'Entregas' }).click();
    const log = b.page.getByTestId('webhook-deliveries');
    await log.waitFor();
    const delivery = log.getByRole('row', { name: /webhook\.test/ });
    await delivery.getByText('Entregue').waitFor();
    await delivery.getByText(/HTTP 200/).waitFor();
    // Opened: the body exactly as sent.
    await delivery.getByRole('button', { name: /expandir|expand/i }).click();
    await b.page.getByTestId('webhook-delivery-body').waitFor();
    expect(await b.page.getByTestId('webhook-delivery-body').innerText()).toContain(
      '"event": "webhook.test"',
    );

    // The receiver got it, signed with the secret the screen shows.
    expect(received).toHaveLength(1);
    const token = await companyToken(b);
    const subs = (await (
      await fetch(b.url('/api/v1.0/system/notifications/webhooks/'), {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { url: string; secret: string }[] };
    const secret = subs.data.find((s) => s.url === target)!.secret;
    const [got] = received;
    expect(got!.headers['x-ponteiro-event']).toBe('webhook.test');
    expect(
      await verifyWebhook({
        secret,
        timestamp: String(got!.headers['x-ponteiro-timestamp']),
        body: got!.body,
        signature: String(got!.headers['x-ponteiro-signature']),
      }),
    ).toBe(true);
  });
});
