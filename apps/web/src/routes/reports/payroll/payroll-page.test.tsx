import type {
  PayrollEmployeeEvents,
  PayrollEventCode,
  PayrollLayout,
  ReportJob,
} from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n';
import { callsOf, listPage, renderScreen } from '../../../test/render-screen';
import { PayrollPage } from './payroll-page';

// jsdom copies antd's hundreds of inherited CSS variables on every computed style (quadratic):
// these tests need none, so they are taken out of the style sheets antd injects.
const CUSTOM_PROPERTY = /--[\w-]+\s*:[^;}]*;?/g;
new MutationObserver(() => {
  for (const style of document.querySelectorAll('style')) {
    const text = style.textContent ?? '';
    const stripped = text.replace(CUSTOM_PROPERTY, '');
    if (stripped !== text) style.textContent = stripped;
  }
}).observe(document.head, { childList: true, subtree: true, characterData: true });

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
const session = vi.hoisted(() => ({
  roleName: 'admin',
  permissions: ['reports', 'reports.payroll'] as string[],
}));
vi.mock('../../../session/session-query', () => ({ useSession: () => ({ data: session }) }));

const uuid = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const JUNE = '/?from=2026-06-01&to=2026-06-30';

const code = (event: string, unit: 'minutes' | 'days', value: string | null): PayrollEventCode => ({
  event,
  unit,
  code: value,
  description: null,
  updated_at: value ? '2026-07-01T10:00:00.000Z' : null,
});
const CODES: PayrollEventCode[] = [
  code('overtime_50', 'minutes', '150'),
  code('overtime_100', 'minutes', '200'),
  code('night_additional', 'minutes', null),
  code('dsr_loss', 'days', '300'),
  code('absence_unjustified', 'minutes', '310'),
  code('absence_unjustified_days', 'days', null),
  code('lateness', 'minutes', '320'),
  code('early_leave', 'minutes', null),
  code('hours_bank_payout', 'minutes', null),
];

const EVENTS: PayrollEmployeeEvents[] = [
  {
    employee: { id: uuid(1), name: 'Ana Conceição', registration: '123', cpf: '52998224725' },
    events: [
      { event: 'overtime_50', unit: 'minutes', quantity: 219, code: '150', description: null },
      { event: 'dsr_loss', unit: 'days', quantity: 2, code: '300', description: 'DSR' },
      {
        event: 'absence_unjustified_days',
        unit: 'days',
        quantity: 3,
        code: null,
        description: null,
      },
    ],
  },
  {
    employee: { id: uuid(2), name: 'Bruno Lopes', registration: null, cpf: '11144477735' },
    events: [],
  },
];

const FIXED: PayrollLayout = {
  id: uuid(50),
  name: 'Folha Fixa',
  format: 'fixed',
  encoding: 'latin1',
  line_ending: 'crlf',
  hours_format: 'decimal',
  decimal_separator: ',',
  separator: ';',
  header: false,
  columns: [
    {
      field: 'registration',
      width: 6,
      align: 'right',
      pad: 'zero',
      value: null,
      date_format: null,
      label: null,
    },
  ],
  created_at: '2026-07-01T10:00:00.000Z',
  updated_at: '2026-07-01T10:00:00.000Z',
};

const JOB: ReportJob = {
  id: uuid(90),
  kind: 'payroll',
  format: 'txt',
  params: {
    from: '2026-06-01',
    to: '2026-06-30',
    employee: null,
    department: null,
    subsidiary: null,
    layout: { id: FIXED.id, name: FIXED.name },
  },
  status: 'queued',
  done: 0,
  total: 0,
  error: null,
  requested_by: { id: uuid(3), name: 'Gestora' },
  created_at: '2026-11-29T10:00:00.000Z',
  started_at: null,
  finished_at: null,
  expires_at: '2026-12-06T10:00:00.000Z',
  file: null,
};

type Handler = (init: { method?: string; body?: unknown; query?: unknown }) => unknown;
let overrides: Record<string, Handler>;

beforeEach(async () => {
  await setLanguage('pt');
  session.roleName = 'admin';
  session.permissions = ['reports', 'reports.payroll'];
  overrides = {};
  apiRequest.mockReset();
  apiRequest.mockImplementation(async (path: string, init: { method?: string; body?: unknown }) => {
    const method = init?.method ?? 'GET';
    const override = overrides[`${method} ${path}`];
    if (override) return override(init);
    if (path === 'reports/payroll/' && method === 'GET') return listPage(EVENTS);
    if (path === 'reports/payroll/event-codes/' && method === 'GET') return CODES;
    if (path === 'reports/payroll/layouts/' && method === 'GET') return [FIXED];
    if (path === 'organization/subsidiaries/' || path === 'organization/departments/') {
      return listPage([]);
    }
    if (path === 'reports/jobs/' && method === 'POST') return JOB;
    if (path === `reports/jobs/${JOB.id}/`) return JOB;
    if (method === 'DELETE') return null;
    throw new Error(`unexpected call: ${method} ${path}`);
  });
});

/** Opens an antd Select and clicks the option whose title is `option`. */
async function pick(field: HTMLElement, option: string) {
  await userEvent.click(field);
  const found = await waitFor(() => {
    const item = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ].findLast((el) => el.getAttribute('title') === option);
    if (!item) throw new Error(`no option ${option}`);
    return item;
  });
  await userEvent.click(found);
}

describe('/reports/payroll', () => {
  it('shows each employee’s events with their codes and says which events have none', async () => {
    renderScreen(<PayrollPage />, JUNE);
    const table = await screen.findByTestId('payroll-table');
    expect(callsOf(apiRequest, 'reports/payroll/')[0]?.[1].query).toEqual({
      from: '2026-06-01',
      to: '2026-06-30',
      page: 1,
      page_size: 25,
    });
    const ana = table.querySelector<HTMLElement>(`tr[data-row-key="${uuid(1)}"]`)!;
    expect(ana).toHaveTextContent('Ana Conceição');
    expect(ana).toHaveTextContent('Matrícula 123');
    expect(ana).toHaveTextContent('3:39');
    expect(ana).toHaveTextContent('2 dias');
    expect(screen.getAllByTestId('payroll-column-overtime_50')[0]).toHaveTextContent(
      'Horas extras 50%Código 150',
    );
    expect(screen.getAllByTestId('payroll-column-absence_unjustified_days')[0]).toHaveTextContent(
      'Sem código',
    );
    const bruno = table.querySelector<HTMLElement>(`tr[data-row-key="${uuid(2)}"]`)!;
    expect(bruno).toHaveTextContent('—');
    expect(screen.getByTestId('payroll-unmapped')).toHaveTextContent(
      '1 evento desta página não tem código e fica de fora dos arquivos: Faltas injustificadas (dias).',
    );

    // The warning leads to the mapping.
    await userEvent.click(screen.getByRole('button', { name: 'Definir os códigos' }));
    expect(await screen.findByTestId('payroll-codes')).toBeInTheDocument();
  });

  it('exports with the chosen layout: a fixed-width one makes the TXT', async () => {
    renderScreen(<PayrollPage />, JUNE);
    await screen.findByTestId('payroll-table');
    expect(screen.getByTestId('report-export-xlsx')).toBeInTheDocument();
    expect(screen.getByTestId('report-export-csv')).toBeInTheDocument();
    expect(screen.queryByTestId('report-export-txt')).toBeNull();

    await pick(screen.getByLabelText('Layout do arquivo'), 'Folha Fixa · Largura fixa (TXT)');
    expect(screen.queryByTestId('report-export-csv')).toBeNull();
    await userEvent.click(screen.getByTestId('report-export-txt'));
    await waitFor(() => expect(callsOf(apiRequest, 'reports/jobs/', 'POST')).toHaveLength(1));
    expect(callsOf(apiRequest, 'reports/jobs/', 'POST')[0]?.[1].body).toEqual({
      kind: 'payroll',
      format: 'txt',
      from: '2026-06-01',
      to: '2026-06-30',
      layout_id: FIXED.id,
    });
    expect(await screen.findByTestId('report-export-job')).toBeInTheDocument();
  });

  it('maps the codes: edits in place, checks them with the contract, saves the whole mapping', async () => {
    overrides['PUT reports/payroll/event-codes/'] = () => CODES;
    renderScreen(<PayrollPage />, `${JUNE}&tab=codes`);
    const codes = await screen.findByTestId('payroll-codes');
    const days = await within(codes).findByLabelText('Código de Faltas injustificadas (dias)');
    await userEvent.type(days, 'a b');
    await userEvent.click(within(codes).getByRole('button', { name: 'Salvar códigos' }));
    expect(await within(codes).findByText('Corrija os códigos destacados.')).toBeInTheDocument();
    expect(callsOf(apiRequest, 'reports/payroll/event-codes/', 'PUT')).toHaveLength(0);

    await userEvent.clear(days);
    await userEvent.type(days, '311');
    await userEvent.clear(within(codes).getByLabelText('Código de Atrasos'));
    await userEvent.type(
      within(codes).getByLabelText('Descrição de Perda de DSR'),
      'Desconto de DSR',
    );
    await userEvent.click(within(codes).getByRole('button', { name: 'Salvar códigos' }));
    await waitFor(() =>
      expect(callsOf(apiRequest, 'reports/payroll/event-codes/', 'PUT')).toHaveLength(1),
    );
    expect(callsOf(apiRequest, 'reports/payroll/event-codes/', 'PUT')[0]?.[1].body).toEqual({
      codes: [
        { event: 'overtime_50', code: '150', description: null },
        { event: 'overtime_100', code: '200', description: null },
        { event: 'dsr_loss', code: '300', description: 'Desconto de DSR' },
        { event: 'absence_unjustified', code: '310', description: null },
        { event: 'absence_unjustified_days', code: '311', description: null },
      ],
    });
  });

  it('creates a layout with a column editor and a live preview line', async () => {
    overrides['POST reports/payroll/layouts/'] = ({ body }) => ({
      ...FIXED,
      ...(body as object),
      id: uuid(51),
    });
    renderScreen(<PayrollPage />, `${JUNE}&tab=layouts`);
    await screen.findByText('Folha Fixa');
    await userEvent.click(screen.getByRole('button', { name: /Novo layout/ }));
    const form = await screen.findByTestId('layout-form');
    // The new layout's columns: registration, event code, quantity (HH:MM), zero-padded.
    expect(within(form).getByTestId('layout-preview')).toHaveTextContent('00000001230150001:30');
    await userEvent.type(within(form).getByLabelText('Nome'), 'Folha Sênior');

    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar coluna' }));
    await pick(within(form).getByLabelText('Campo (Coluna 4)'), 'Texto fixo');
    expect(within(form).getByTestId('layout-preview-invalid')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Largura (Coluna 4)'), '2');
    await userEvent.type(within(form).getByLabelText('Texto (Coluna 4)'), '01');
    await waitFor(() =>
      expect(within(form).getByTestId('layout-preview')).toHaveTextContent(
        '00000001230150001:3001',
      ),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Subir a coluna 4' }));
    await waitFor(() =>
      expect(within(form).getByTestId('layout-preview')).toHaveTextContent(
        '0000000123015001001:30',
      ),
    );
    expect(within(form).getByText('22 caracteres')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(callsOf(apiRequest, 'reports/payroll/layouts/', 'POST')).toHaveLength(1),
    );
    const body = callsOf(apiRequest, 'reports/payroll/layouts/', 'POST')[0]?.[1].body;
    expect(body).toMatchObject({
      name: 'Folha Sênior',
      format: 'fixed',
      encoding: 'utf-8',
      header: false,
    });
    expect(
      body.columns.map((c: { field: string; width: number }) => `${c.field}:${c.width}`),
    ).toEqual(['registration:10', 'event_code:4', 'constant:2', 'quantity:6']);
    expect(body.columns[2]).toEqual({
      field: 'constant',
      width: 2,
      align: 'left',
      pad: 'space',
      value: '01',
      date_format: null,
      label: null,
    });
    await waitFor(() => expect(screen.queryByTestId('layout-form')).toBeNull());
  });

  it('deletes a layout after confirming', async () => {
    renderScreen(<PayrollPage />, `${JUNE}&tab=layouts`);
    await screen.findByText('Folha Fixa');
    const actions = screen.getByRole('group', { name: 'Ações de Folha Fixa' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByText('Excluir o layout “Folha Fixa”?');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(popover).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(callsOf(apiRequest, `reports/payroll/layouts/${FIXED.id}/`, 'DELETE')).toHaveLength(1),
    );
  });

  it('an Employee sees their own events and reads codes and layouts without changing them', async () => {
    session.roleName = 'employee';
    const router = renderScreen(<PayrollPage />, JUNE);
    await screen.findByTestId('payroll-table');
    expect(screen.getByText('Você vê apenas os seus próprios eventos.')).toBeInTheDocument();
    expect(screen.queryByTestId('report-scope')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Códigos de evento' }));
    const codes = await screen.findByTestId('payroll-codes');
    await waitFor(() => expect(router.state.location.search).toContain('tab=codes'));
    expect(router.state.location.search).toContain('from=2026-06-01');
    expect(await within(codes).findByLabelText('Código de Horas extras 50%')).toBeDisabled();
    expect(within(codes).queryByRole('button', { name: 'Salvar códigos' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Layouts' }));
    await screen.findByText('Folha Fixa');
    expect(screen.queryByRole('button', { name: /Novo layout/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Ações de Folha Fixa' })).toBeNull();
  });

  it('tells when the events cannot be loaded, and asks again', async () => {
    let fail = true;
    overrides['GET reports/payroll/'] = () => {
      if (fail) throw new Error('Falhou');
      return listPage(EVENTS);
    };
    renderScreen(<PayrollPage />, JUNE);
    expect(await screen.findByText('Falhou')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('payroll-table')).toBeInTheDocument();
  });
});
