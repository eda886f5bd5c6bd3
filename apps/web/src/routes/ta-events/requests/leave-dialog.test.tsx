import type { LeaveBalanceRow, LeaveType } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n';
import { callsOf, listPage, renderScreen } from '../../../test/render-screen';
import { ANA } from './request-fixtures';
import {
  apiRequest,
  type Init,
  pickOption,
  posts,
  REQUESTS,
  sentFields,
  sentFile,
  signIn,
} from './request-test-setup';
import { RequestsHome } from './requests-home';

vi.mock('../../../api/client', () => import('./request-test-setup').then((m) => m.apiClientModule));
vi.mock('../../../session/session-query', () =>
  import('./request-test-setup').then((m) => m.sessionQueryModule),
);
vi.mock('../punch/use-punch-status', () =>
  import('./request-test-setup').then((m) => m.punchStatusModule),
);

function leaveType(over: Partial<LeaveType>): LeaveType {
  return {
    id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
    name: 'Atestado médico',
    code: 'ATM',
    justified: true,
    paid: true,
    affects_dsr: false,
    requires_document: true,
    max_days: null,
    active: true,
    category: 'other',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

const SICK = leaveType({});
const VACATION = leaveType({
  id: '8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e',
  name: 'Férias',
  code: 'FER',
  requires_document: false,
  max_days: 30,
  category: 'vacation',
});
const OLD = leaveType({
  id: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  name: 'Folga antiga',
  code: 'OLD',
  requires_document: false,
  active: false,
});

const BALANCE: LeaveBalanceRow = {
  employee: {
    id: ANA.id,
    name: ANA.name,
    registration: 'M-1',
    department: 'Vendas',
    admission_date: '2023-03-06',
  },
  vacation: { periods: [], advance_days: 0, left_days: 4, due: '2027-03-05', attention: null },
  leave: [
    {
      leave_type_id: SICK.id,
      name: SICK.name,
      code: SICK.code,
      category: 'other',
      used_days: 2,
      max_days: null,
    },
    {
      leave_type_id: VACATION.id,
      name: VACATION.name,
      code: VACATION.code,
      category: 'vacation',
      used_days: 26,
      max_days: 30,
    },
  ],
};

beforeEach(async () => {
  await signIn(['ta_events', 'ta_events.leave'], ANA);
  apiRequest.mockImplementation(async (path: string, init: Init = {}) => {
    const method = init.method ?? 'GET';
    if (path === 'ta-events/approvals/') return listPage([]);
    if (path === REQUESTS && method === 'GET') return listPage([]);
    if (path === REQUESTS && method === 'POST') return {};
    if (path === 'time-policy/leave-types/') return listPage([SICK, VACATION, OLD]);
    if (path === 'ta-events/leave-balance/') {
      return { year: 2026, as_of: '2026-08-03', ...listPage([BALANCE]) };
    }
    throw new Error(`unexpected call: ${method} ${path}`);
  });
});

async function openDialog(button = /Solicitar afastamento/) {
  renderScreen(<RequestsHome />);
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByTestId('leave-request-dialog');
}

async function chooseType(dialog: HTMLElement, title: string, label = 'Tipo de afastamento') {
  await userEvent.click(within(dialog).getByLabelText(label));
  await pickOption(title);
}

describe('the leave request', () => {
  it('needs the document the type asks for, shows the balance, then sends fields and file', async () => {
    const dialog = await openDialog();
    await chooseType(dialog, 'Atestado médico (ATM)');
    // Inactive types are not offered.
    expect(
      document.querySelector('.ant-select-item-option[title="Folga antiga (OLD)"]'),
    ).toBeNull();
    const balance = await within(dialog).findByTestId('request-balance');
    expect(balance).toHaveTextContent(`Saldo de Ana Souza em ${dayjs().year()}`);
    expect(balance).toHaveTextContent('Atestado médico: 2 dias usados');
    expect(balance).toHaveTextContent('Esta solicitação: 1 dia.');
    expect(callsOf(apiRequest, 'ta-events/leave-balance/')[0]?.[1].query).toMatchObject({
      year: dayjs().year(),
      employee_id: expect.any(String),
    });
    expect(within(dialog).getByText('Documento (obrigatório para este tipo)')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Consulta médica');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    expect(
      await within(dialog).findByText('Este tipo de afastamento exige um documento.'),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    const pdf = new File(['%PDF-1.4'], 'atestado.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByTestId('request-attachment-input'), pdf);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const today = dayjs().format('YYYY-MM-DD');
    expect(sentFields(posts()[0])).toEqual({
      type: 'leave',
      leave_type_id: SICK.id,
      from: today,
      to: today,
      reason: 'Consulta médica',
    });
    expect(sentFile(posts()[0])).toBeInstanceOf(File);
  });

  it('vacation: the days left to take; hours of one day go as minutes', async () => {
    const dialog = await openDialog();
    await chooseType(dialog, 'Férias (FER)');
    const balance = await within(dialog).findByTestId('request-balance');
    expect(balance).toHaveTextContent('Férias a tirar: 4 dias.');
    expect(balance).toHaveTextContent('Devem ser tiradas até 05/03/2027.');
    expect(balance).toHaveTextContent('Férias: 26 dias usados');
    expect(balance).toHaveTextContent('de 30 permitidos');
    expect(within(dialog).getByText('Anexo (opcional)')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByLabelText('Horas de um dia'));
    await userEvent.type(within(dialog).getByLabelText('Horas'), '4');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Assunto pessoal');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const today = dayjs().format('YYYY-MM-DD');
    expect(sentFields(posts()[0])).toEqual({
      type: 'leave',
      leave_type_id: VACATION.id,
      from: today,
      to: today,
      minutes: '240',
      reason: 'Assunto pessoal',
    });
  });

  it('speaks English', async () => {
    await setLanguage('en-US');
    const dialog = await openDialog(/Request leave/);
    expect(screen.getByText('Request leave', { selector: '.ant-modal-title' })).toBeInTheDocument();
    await chooseType(dialog, 'Férias (FER)', 'Leave type');
    expect(await within(dialog).findByTestId('request-balance')).toHaveTextContent(
      'Vacation to take: 4 days.',
    );
  });
});
