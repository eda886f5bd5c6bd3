import { COOKIE_NAMES, LOCAL_STORAGE_KEYS } from '@ponteiro/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { registerToastTarget } from '../../feedback/toast';
import { setLanguage } from '../../i18n';
import { deleteCookie } from '../../lib/cookies';
import { clearCompanySession, writeTokens } from '../../session/storage';
import { renderApp } from '../../test/render';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  localStorage.setItem(
    LOCAL_STORAGE_KEYS.cookieConsent,
    JSON.stringify({ dismissed: true, categories: { necessary: true }, savedAt: '2026-08-03' }),
  );
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  registerToastTarget({ open: () => undefined });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  registerToastTarget(null);
  clearCompanySession();
  deleteCookie(COOKIE_NAMES.adminSession);
  await setLanguage('pt');
});

describe('create company', { timeout: 60_000 }, () => {
  it('checks and formats the CNPJ as it is typed', async () => {
    writeTokens({ access_token: 'a', refresh_token: 'r' });
    renderApp('/create-company');
    const input = await screen.findByRole('textbox', { name: 'CNPJ' }, { timeout: 15_000 });
    await userEvent.type(input, '11222333000180');
    expect(await screen.findByText('CNPJ inválido.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '11222333000181');
    await waitFor(() => expect(input).toHaveValue('11.222.333/0001-81'));
    await waitFor(() => expect(screen.queryByText('CNPJ inválido.')).not.toBeInTheDocument());
  });

  it('shows the server field error next to the document', async () => {
    writeTokens({ access_token: 'a', refresh_token: 'r' });
    fetchMock.mockResolvedValue(
      json(409, {
        message: 'Conflito.',
        code: 'conflict',
        errors: { employer_id: ['Já existe uma empresa cadastrada com este documento.'] },
      }),
    );
    renderApp('/create-company');
    const input = await screen.findByRole('textbox', { name: 'CNPJ' }, { timeout: 15_000 });
    await userEvent.type(input, '11222333000181');
    await userEvent.type(screen.getByLabelText('Razão social'), 'Empresa Ltda{Enter}');
    expect(
      await screen.findByText('Já existe uma empresa cadastrada com este documento.'),
    ).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in first', async () => {
    const { router } = renderApp('/create-company');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), {
      timeout: 15_000,
    });
  });
});

describe('reset password', { timeout: 60_000 }, () => {
  it('explains an invalid link and offers a new one', async () => {
    fetchMock.mockResolvedValue(json(400, { message: 'Token inválido.', code: 'invalid_token' }));
    renderApp('/reset-password?token=abc');
    expect(
      await screen.findByText('Este link é inválido ou expirou.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

describe('forgot password', { timeout: 60_000 }, () => {
  it('always gives the same answer, in English too', async () => {
    await setLanguage('en-US');
    fetchMock.mockResolvedValue(json(200, { data: null }));
    renderApp('/forgot-password');
    const email = await screen.findByLabelText('Email', {}, { timeout: 15_000 });
    await userEvent.type(email, 'nobody@example.com{Enter}');
    expect(
      await screen.findByText(
        'If an account exists for this email, we sent a link to reset the password.',
      ),
    ).toBeInTheDocument();
  });
});

describe('sign in', { timeout: 60_000 }, () => {
  it('shows how long to wait after too many attempts and holds the button meanwhile', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Muitas tentativas.', code: 'rate_limited' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '125' },
      }),
    );
    renderApp('/signin');
    await userEvent.type(
      await screen.findByLabelText('E-mail', {}, { timeout: 15_000 }),
      'ana@example.com',
    );
    await userEvent.type(screen.getByLabelText('Senha'), 'Senha-12345{Enter}');
    expect(
      await screen.findByText('Muitas tentativas. Tente novamente em 2:05 min.'),
    ).toBeInTheDocument();
    // The name may still carry the fading loading icon's label.
    expect(screen.getByRole('button', { name: /Entrar$/ })).toBeDisabled();
  });
});

describe('invitation link', { timeout: 60_000 }, () => {
  it('explains an invitation that cannot be accepted and keeps the company list', async () => {
    writeTokens({ access_token: 'a', refresh_token: 'r' });
    fetchMock.mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('auth/invitations/accept/')) {
        return json(404, { message: 'Não encontrado.', code: 'not_found' });
      }
      return json(200, { data: [] });
    });
    const { router } = renderApp('/select-company?invitation=0123456789abcdefghijklmnop');
    expect(
      await screen.findByText(/Este convite é inválido, expirou/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Você ainda não participa de nenhuma empresa.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
