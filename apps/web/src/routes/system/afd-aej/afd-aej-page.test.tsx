import type { RegisterCertificate, RegisterSettingsData } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { renderScreen } from '../../../test/render-screen';
import { AfdAejPage } from './afd-aej-page';
import { expiryOf } from './certificate-card';
import { maskCpf } from './responsible-card';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
const permissions = vi.hoisted(() => ({ list: [] as string[] }));
vi.mock('../../../session/session-query', () => ({
  useSession: () => ({ data: { permissions: permissions.list } }),
}));

const SETTINGS = 'system/afd-aej/settings/';
const CERTIFICATE = 'system/afd-aej/certificate/';
const DAY = 86_400_000;

const certificate = (overrides: Partial<RegisterCertificate> = {}): RegisterCertificate => ({
  subject: 'EMPRESA DEMO LTDA:12345678000195',
  issuer: 'AC CERTISIGN RFB G5',
  valid_until: new Date(Date.now() + 400 * DAY).toISOString(),
  uploaded_at: '2026-03-02T13:00:00.000Z',
  demo: false,
  ...overrides,
});

const INSTALLATION_DEVELOPER = {
  document: '12345678000195',
  name: 'Ponteiro',
  email: 'suporte@ponteiro.local',
  custom: false,
};

/** An answer of the settings with nothing of the company's own. */
const settingsWith = (overrides: Partial<RegisterSettingsData> = {}): RegisterSettingsData => ({
  responsible_cpf: null,
  certificate: null,
  developer: INSTALLATION_DEVELOPER,
  inpi: {
    default: '99999999999999999',
    subsidiaries: [
      { id: 's1', name: 'Matriz', rep_inpi_number: '12345678901234567' },
      { id: 's2', name: 'Filial Recife', rep_inpi_number: null },
    ],
  },
  ...overrides,
});

interface Call {
  path: string;
  method: string;
  body: unknown;
}

let calls: Call[];
let settings: RegisterSettingsData;
/** Per-test answers, keyed `METHOD path`. */
let overrides: Record<string, (body: unknown) => unknown>;

function renderPage(initial: RegisterSettingsData) {
  settings = initial;
  apiRequest.mockImplementation(
    async (path: string, options: { method?: string; body?: unknown } = {}) => {
      const method = options.method ?? 'GET';
      calls.push({ path, method, body: options.body });
      const override = overrides[`${method} ${path}`];
      if (override) return override(options.body);
      if (path === SETTINGS && method === 'GET') return settings;
      if (path === SETTINGS && method === 'PUT') {
        const { developer, ...rest } = options.body as {
          developer?: Omit<RegisterSettingsData['developer'], 'custom'> | null;
        };
        settings = { ...settings, ...rest };
        if (developer !== undefined) {
          settings.developer = developer ? { ...developer, custom: true } : INSTALLATION_DEVELOPER;
        }
        return settings;
      }
      throw new Error(`unexpected call: ${method} ${path}`);
    },
  );
  renderScreen(<AfdAejPage />);
}

const writes = (method: string) => calls.filter((call) => call.method === method);

describe('the /system/afd-aej screen', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    calls = [];
    overrides = {};
    permissions.list = [];
  });

  it('saves the responsible CPF (masked as typed, checked by the contract) and clears it', async () => {
    const user = userEvent.setup();
    renderPage(settingsWith());
    const card = await screen.findByTestId('afd-aej-responsible');
    expect(card).toHaveTextContent('usuários que não são colaboradores');
    const cpf = within(card).getByLabelText('CPF do responsável');
    const save = within(card).getByRole('button', { name: 'Salvar' });

    await user.type(cpf, '11111111111');
    expect(cpf).toHaveValue('111.111.111-11');
    await user.click(save);
    await within(card).findByText('CPF inválido.');
    expect(writes('PUT')).toEqual([]);

    await user.clear(cpf);
    await user.type(cpf, '52998224725');
    expect(cpf).toHaveValue('529.982.247-25');
    await user.click(save);
    await waitFor(() => expect(writes('PUT')).toHaveLength(1));
    expect(writes('PUT')[0]).toMatchObject({
      path: SETTINGS,
      body: { responsible_cpf: '529.982.247-25' },
    });

    await user.clear(cpf);
    await user.click(save);
    await waitFor(() => expect(writes('PUT')).toHaveLength(2));
    expect(writes('PUT')[1]?.body).toEqual({ responsible_cpf: null });
  });

  it('shows the saved CPF masked', async () => {
    renderPage(settingsWith({ responsible_cpf: '52998224725' }));
    const card = await screen.findByTestId('afd-aej-responsible');
    expect(within(card).getByLabelText('CPF do responsável')).toHaveValue('529.982.247-25');
  });

  it('uploads a certificate: the password goes before the file, and a wrong one is told on its field', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let attempts = 0;
    overrides[`POST ${CERTIFICATE}`] = () => {
      attempts += 1;
      if (attempts === 1) {
        throw new ApiError({
          kind: 'http',
          status: 422,
          code: 'validation_error',
          message: 'Dados inválidos.',
          fieldErrors: { password: ['Senha do certificado incorreta.'] },
          path: CERTIFICATE,
          method: 'POST',
        });
      }
      return settingsWith({ certificate: certificate() });
    };
    renderPage(settingsWith());
    const card = await screen.findByTestId('afd-aej-certificate');
    expect(card).toHaveTextContent('Nenhum certificado enviado');
    expect(card).toHaveTextContent('(.p7s)');
    expect(card).toHaveTextContent('a senha não é mostrada de novo');
    const upload = within(card).getByRole('button', { name: 'Enviar certificado' });

    // Nothing chosen yet: the form says so and sends nothing.
    await user.click(upload);
    await within(card).findByText('Escolha o arquivo do certificado.');
    await within(card).findByText('Informe a senha do certificado.');

    const input = card.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'empresa.pem'));
    await within(card).findByText('Escolha um arquivo .p12 ou .pfx.');
    expect(writes('POST')).toEqual([]);

    const file = new File([new Uint8Array([0x30, 0x82, 0x01, 0x00])], 'empresa.pfx');
    await user.upload(input, file);
    await within(card).findByText('empresa.pfx');
    await user.type(within(card).getByLabelText('Senha do certificado'), 'errada');
    await user.click(upload);
    await within(card).findByText('Senha do certificado incorreta.');

    const password = within(card).getByLabelText('Senha do certificado');
    await user.clear(password);
    await user.type(password, 'segredo');
    await user.click(upload);
    await within(card).findByTestId('certificate-details');
    const sent = writes('POST');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.path).toBe(CERTIFICATE);
    const form = sent[1]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['password', 'file']);
    expect(form.get('password')).toBe('segredo');
    expect((form.get('file') as File).name).toBe('empresa.pfx');
    expect(card).toHaveTextContent('EMPRESA DEMO LTDA:12345678000195');
  });

  it('shows the certificate: subject, issuer, validity and a warning within 30 days; the demo mark', async () => {
    renderPage(
      settingsWith({
        certificate: certificate({
          demo: true,
          valid_until: new Date(Date.now() + 10 * DAY - 60_000).toISOString(),
        }),
      }),
    );
    const card = await screen.findByTestId('afd-aej-certificate');
    const details = await within(card).findByTestId('certificate-details');
    expect(details).toHaveTextContent('EMPRESA DEMO LTDA:12345678000195');
    expect(details).toHaveTextContent('EmissorAC CERTISIGN RFB G5');
    expect(details).toHaveTextContent('Válido até');
    expect(details).toHaveTextContent('Enviado em02/03/2026');
    expect(within(details).getByText('Vence em 10 dias')).toHaveClass('ant-tag-orange');
    const alert = within(card).getByTestId('certificate-expiry-alert');
    expect(alert).toHaveClass('ant-alert-warning');
    expect(alert).toHaveTextContent('O certificado vence em 10 dias');
    expect(within(card).getByText('Certificado de demonstração')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Substituir/ })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Enviar certificado' })).toBeNull();

    // "Substituir" opens the upload form, "Cancelar" puts the buttons back.
    await userEvent.click(within(card).getByRole('button', { name: /Substituir/ }));
    expect(within(card).getByRole('button', { name: 'Enviar certificado' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancelar' }));
    expect(within(card).queryByRole('button', { name: 'Enviar certificado' })).toBeNull();
  });

  it('flags an expired certificate in red; a distant expiry is not flagged', async () => {
    renderPage(
      settingsWith({
        certificate: certificate({ valid_until: new Date(Date.now() - DAY).toISOString() }),
      }),
    );
    const details = await screen.findByTestId('certificate-details');
    expect(within(details).getByText('Vencido')).toHaveClass('ant-tag-red');
    const alert = screen.getByTestId('certificate-expiry-alert');
    expect(alert).toHaveClass('ant-alert-error');
    expect(alert).toHaveTextContent('O certificado venceu em');
    expect(screen.queryByText('Certificado de demonstração')).toBeNull();
  });

  it('does not warn about a certificate far from its expiry', async () => {
    renderPage(settingsWith({ certificate: certificate() }));
    await screen.findByTestId('certificate-details');
    expect(screen.queryByTestId('certificate-expiry-alert')).toBeNull();
  });

  it('removes the certificate only after the confirmation', async () => {
    overrides[`DELETE ${CERTIFICATE}`] = () => settingsWith();
    renderPage(settingsWith({ certificate: certificate() }));
    const card = await screen.findByTestId('afd-aej-certificate');
    await within(card).findByTestId('certificate-details');
    await userEvent.click(within(card).getByRole('button', { name: /Remover/ }));
    const confirm = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
      if (!found) throw new Error('no popconfirm');
      return found;
    });
    expect(confirm).toHaveTextContent('Remover o certificado?');
    expect(writes('DELETE')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(writes('DELETE')).toHaveLength(1));
    expect(writes('DELETE')[0]?.path).toBe(CERTIFICATE);
    await within(card).findByText(/Nenhum certificado enviado/);
    expect(within(card).getByRole('button', { name: 'Enviar certificado' })).toBeInTheDocument();
  });
});

describe('the developer (AEJ record 08) and the INPI numbers', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    calls = [];
    overrides = {};
    permissions.list = [];
  });

  it('saves the company’s developer (checked by the contract) and goes back to the default', async () => {
    const user = userEvent.setup();
    renderPage(settingsWith());
    const card = await screen.findByTestId('afd-aej-developer');
    expect(card).toHaveTextContent('Desenvolvedor do programa (AEJ registro 08)');
    expect(card).toHaveTextContent('Padrão da instalação');
    const documentInput = within(card).getByLabelText('CNPJ ou CPF do desenvolvedor');
    expect(documentInput).toHaveValue('12.345.678/0001-95');
    expect(within(card).queryByRole('button', { name: 'Voltar ao padrão' })).toBeNull();
    const save = within(card).getByRole('button', { name: 'Salvar' });

    await user.clear(documentInput);
    await user.type(documentInput, '11.222.333/0001-82');
    const email = within(card).getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'sem-arroba');
    await user.clear(within(card).getByLabelText('Razão social ou nome'));
    await user.click(save);
    await within(card).findByText('Informe um CNPJ (14 números) ou CPF (11 números) válido.');
    await within(card).findByText('Informe um e-mail válido.');
    await within(card).findByText('Campo obrigatório.');
    expect(writes('PUT')).toEqual([]);

    await user.clear(documentInput);
    await user.type(documentInput, '11.222.333/0001-81');
    await user.type(within(card).getByLabelText('Razão social ou nome'), 'Parceiro Ltda');
    await user.clear(email);
    await user.type(email, 'ti@parceiro.com.br');
    await user.click(save);
    await waitFor(() => expect(writes('PUT')).toHaveLength(1));
    // Only the developer: the responsible CPF is left as it is.
    expect(writes('PUT')[0]?.body).toEqual({
      developer: {
        document: '11.222.333/0001-81',
        name: 'Parceiro Ltda',
        email: 'ti@parceiro.com.br',
      },
    });
    await within(card).findByText('Próprio da empresa');

    await user.click(within(card).getByRole('button', { name: 'Voltar ao padrão' }));
    const confirm = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
      if (!found) throw new Error('no popconfirm');
      return found;
    });
    await user.click(within(confirm).getByRole('button', { name: 'Voltar ao padrão' }));
    await waitFor(() => expect(writes('PUT')).toHaveLength(2));
    expect(writes('PUT')[1]?.body).toEqual({ developer: null });
    await within(card).findByText('Padrão da instalação');
    await waitFor(() => expect(documentInput).toHaveValue('12.345.678/0001-95'));
  });

  it('puts the API’s field errors next to the developer’s fields', async () => {
    const user = userEvent.setup();
    overrides[`PUT ${SETTINGS}`] = () => {
      throw new ApiError({
        kind: 'http',
        status: 400,
        code: 'validation_error',
        message: 'Dados inválidos.',
        fieldErrors: { 'developer.email': ['E-mail recusado pelo servidor.'] },
        path: SETTINGS,
        method: 'PUT',
      });
    };
    renderPage(settingsWith());
    const card = await screen.findByTestId('afd-aej-developer');
    await user.type(within(card).getByLabelText('Razão social ou nome'), ' Sistemas');
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    await within(card).findByText('E-mail recusado pelo servidor.');
  });

  it('lists the INPI numbers, the default where a workplace has none, and links to subsidiaries', async () => {
    permissions.list = ['organization', 'organization.subsidiary'];
    renderPage(settingsWith());
    const card = await screen.findByTestId('afd-aej-inpi');
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Matriz12345678901234567',
      'Filial RecifePadrão (99999999999999999)',
    ]);
    expect(within(card).getByRole('link', { name: 'Editar nas filiais' })).toHaveAttribute(
      'href',
      '/organization/subsidiary',
    );
  });

  it('says where the INPI number is edited without a link to a screen the user cannot open', async () => {
    renderPage(settingsWith({ inpi: { default: '99999999999999999', subsidiaries: [] } }));
    const card = await screen.findByTestId('afd-aej-inpi');
    expect(card).toHaveTextContent('O número é editado no cadastro da filial.');
    expect(within(card).queryByRole('link')).toBeNull();
    expect(card).toHaveTextContent('Nenhuma filial cadastrada.');
  });
});

describe('the certificate helpers', () => {
  it('masks a CPF as it is typed', () => {
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-25x9')).toBe('529.982.247-25');
    expect(maskCpf(null)).toBe('');
  });

  it('tells an expiry apart: past, within 30 days, later', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(expiryOf('2026-05-01T11:00:00Z', now)).toEqual({ state: 'expired', days: 0 });
    expect(expiryOf('2026-05-01T13:00:00Z', now)).toEqual({ state: 'soon', days: 1 });
    expect(expiryOf('2026-05-31T12:00:00Z', now)).toEqual({ state: 'soon', days: 30 });
    expect(expiryOf('2026-05-31T12:01:00Z', now)).toEqual({ state: 'ok', days: 31 });
  });
});
