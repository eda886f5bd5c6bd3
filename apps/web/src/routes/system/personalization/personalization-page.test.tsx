import type { CompanyProfile, Personalization } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { renderScreen } from '../../../test/render-screen';
import { previewFormats } from './format-preview';
import { PersonalizationPage } from './personalization-page';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
const permissions = vi.hoisted(() => ({ list: [] as string[] }));
vi.mock('../../../session/session-query', () => ({
  SESSION_QUERY_KEY: ['session'],
  useSession: () => ({ data: { permissions: permissions.list } }),
}));

const SETTINGS = 'system/personalization/settings/';
const PROFILE = 'company/profile/';

const settingsWith = (overrides: Partial<Personalization> = {}): Personalization => ({
  primary_color: null,
  default_language: 'pt',
  updated_at: null,
  ...overrides,
});

interface Call {
  path: string;
  method: string;
  body: unknown;
}
let calls: Call[];
let settings: Personalization;
let overrides: Record<string, (body: unknown) => unknown>;

function renderPage(initial: Personalization) {
  settings = initial;
  apiRequest.mockImplementation(
    async (path: string, options: { method?: string; body?: unknown } = {}) => {
      const method = options.method ?? 'GET';
      calls.push({ path, method, body: options.body });
      const override = overrides[`${method} ${path}`];
      if (override) return override(options.body);
      if (path === SETTINGS && method === 'GET') return settings;
      if (path === SETTINGS && method === 'PUT') {
        settings = { ...settings, ...(options.body as object), updated_at: 'now' };
        return settings;
      }
      if (path === PROFILE && method === 'GET') {
        return { id: 'c1', logo_url: null, has_logo: false } as Partial<CompanyProfile>;
      }
      throw new Error(`unexpected call: ${method} ${path}`);
    },
  );
  renderScreen(<PersonalizationPage />);
}

const puts = () => calls.filter((call) => call.method === 'PUT');

describe('the /system/personalization screen', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    calls = [];
    overrides = {};
    permissions.list = [];
  });

  it('checks the colour as it is typed: the ratio, the refusal under 4.5:1, Save only when it passes', async () => {
    const user = userEvent.setup();
    renderPage(settingsWith());
    const card = await screen.findByTestId('personalization-color');
    expect(card).toHaveTextContent('Cor do produto');
    const code = within(card).getByLabelText('Código da cor');
    const save = within(card).getByRole('button', { name: 'Salvar cor' });
    // The product's colour is in use: nothing to save yet.
    expect(code).toHaveValue('#1456a0');
    expect(within(card).getByTestId('color-ratio')).toHaveTextContent(
      'Contraste com o branco: 7,32:1 — Atende ao mínimo de 4,5:1.',
    );
    expect(save).toBeDisabled();
    // The picker opens from a real button (keyboard reachable); the code field is the other way.
    expect(within(card).getByRole('button', { name: 'Escolher a cor' })).toBeEnabled();

    await user.clear(code);
    await user.type(code, '#777777');
    expect(within(card).getByTestId('color-problem')).toHaveTextContent(
      'Esta cor tem contraste de 4,48:1 com o branco; o mínimo (WCAG AA) é 4,5:1.',
    );
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();

    await user.clear(code);
    await user.type(code, '#fff');
    expect(within(card).getByTestId('color-problem')).toHaveTextContent('formato #rrggbb');
    expect(save).toBeDisabled();

    await user.clear(code);
    await user.type(code, '#767676');
    expect(within(card).getByTestId('color-ratio')).toHaveTextContent('4,54:1');
    expect(within(card).queryByTestId('color-problem')).toBeNull();
    // The preview shows the candidate colour in a primary button, a link and a tag.
    const preview = within(card).getByTestId('color-preview');
    expect(within(preview).getByRole('button', { name: 'Botão principal' })).toBeInTheDocument();
    expect(within(preview).getByText('Um link no texto')).toBeInTheDocument();
    expect(within(preview).getByText('Etiqueta')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '#0B6E4F');
    await user.click(save);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({ path: SETTINGS, body: { primary_color: '#0b6e4f' } });
    await waitFor(() => expect(card).toHaveTextContent('Cor da empresa'));
    expect(code).toHaveValue('#0b6e4f');
    expect(save).toBeDisabled();
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    overrides[`PUT ${SETTINGS}`] = () => {
      throw new ApiError({
        kind: 'http',
        status: 422,
        code: 'business_rule',
        message: 'Esta cor tem contraste de 4,48:1 com o branco; o mínimo (WCAG AA) é 4,5:1.',
        fieldErrors: {},
        path: SETTINGS,
        method: 'PUT',
      });
    };
    renderPage(settingsWith());
    const card = await screen.findByTestId('personalization-color');
    const code = within(card).getByLabelText('Código da cor');
    await user.clear(code);
    await user.type(code, '#0b6e4f');
    await user.click(within(card).getByRole('button', { name: 'Salvar cor' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('4,48:1');
  });

  it('restores the product colour only after confirming', async () => {
    const user = userEvent.setup();
    renderPage(settingsWith({ primary_color: '#0b6e4f' }));
    const card = await screen.findByTestId('personalization-color');
    expect(within(card).getByLabelText('Código da cor')).toHaveValue('#0b6e4f');
    await user.click(within(card).getByRole('button', { name: 'Voltar à cor do produto' }));
    const confirm = await screen.findByRole('button', { name: 'Voltar' });
    expect(puts()).toEqual([]);
    await user.click(confirm);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({ primary_color: null });
    await waitFor(() =>
      expect(within(card).getByLabelText('Código da cor')).toHaveValue('#1456a0'),
    );
    expect(within(card).queryByRole('button', { name: 'Voltar à cor do produto' })).toBeNull();
  });

  it('previews dates and numbers in the language being chosen, and saves it', async () => {
    const user = userEvent.setup();
    renderPage(settingsWith());
    const card = await screen.findByTestId('personalization-language');
    expect(within(card).getByTestId('format-preview-number')).toHaveTextContent('1.234.567,89');
    expect(within(card).getByTestId('format-preview-duration')).toHaveTextContent('1:30');
    const save = within(card).getByRole('button', { name: 'Salvar idioma' });
    expect(save).toBeDisabled();

    await user.click(within(card).getByRole('combobox', { name: 'Idioma' }));
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="English (United States)"]',
      );
      if (!found) throw new Error('no option');
      return found;
    });
    await user.click(option);
    expect(within(card).getByTestId('format-preview-number')).toHaveTextContent('1,234,567.89');
    await user.click(save);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({ default_language: 'en-US' });
  });

  it('hides the logo from who may not read the company profile', async () => {
    renderPage(settingsWith());
    await screen.findByTestId('personalization-color');
    expect(screen.queryByTestId('personalization-logo')).toBeNull();
    expect(calls.some((call) => call.path === PROFILE)).toBe(false);
  });

  it('lets an editor of the company profile change the logo from here', async () => {
    permissions.list = ['company_profile', 'company_profile.edit'];
    renderPage(settingsWith());
    const card = await screen.findByTestId('personalization-logo');
    await waitFor(() => expect(calls.some((call) => call.path === PROFILE)).toBe(true));
    expect(
      await within(card).findByRole('button', { name: /Enviar|Escolher|Upload/i }),
    ).toBeEnabled();
  });

  it('shows the load error with a retry', async () => {
    overrides[`GET ${SETTINGS}`] = () => {
      throw new ApiError({
        kind: 'http',
        status: 500,
        code: 'internal_error',
        message: 'Erro',
        fieldErrors: {},
        path: SETTINGS,
        method: 'GET',
      });
    };
    renderPage(settingsWith());
    expect(
      await screen.findByText('Não foi possível carregar a personalização.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('the format preview', () => {
  const now = new Date(2026, 7, 3, 14, 5);
  it('writes as the app does in each language', () => {
    expect(previewFormats('pt', now)).toEqual({
      shortDate: '03/08/2026',
      longDate: 'segunda-feira, 3 de agosto de 2026',
      time: '14:05',
      number: '1.234.567,89',
      duration: '1:30',
    });
    expect(previewFormats('en-US', now)).toEqual({
      shortDate: '08/03/2026',
      longDate: 'Monday, August 3, 2026',
      time: '02:05 PM',
      number: '1,234,567.89',
      duration: '1:30',
    });
  });
});
