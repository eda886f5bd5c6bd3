import type { Delegation, Flow, WorkflowPeople } from '@ponteiro/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { setLanguage } from '../../i18n';
import { callsOf, listPage, renderScreen } from '../../test/render-screen';
import { WorkflowPage } from './workflow-page';

// jsdom 29 answers getComputedStyle for an element it has computed before by copying the cached
// declaration one property at a time, which is quadratic in its properties. antd 6 declares
// hundreds of CSS variables that every element inherits, so one such copy took ~10 s, and a role
// query or a click asks several times. These tests need no variables: they are taken out of the
// style sheets antd injects.
const CUSTOM_PROPERTY = /--[\w-]+\s*:[^;}]*;?/g;
new MutationObserver(() => {
  for (const style of document.querySelectorAll('style')) {
    const text = style.textContent ?? '';
    const stripped = text.replace(CUSTOM_PROPERTY, '');
    if (stripped !== text) style.textContent = stripped;
  }
}).observe(document.head, { childList: true, subtree: true, characterData: true });

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', () => ({ apiRequest }));
const session = vi.hoisted(() => ({ permissions: [] as string[] }));
vi.mock('../../session/session-query', () => ({
  useSession: () => ({ data: { permissions: session.permissions, user: { id: ME } } }),
}));

const uuid = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const ME = uuid(1);
const MARIA = uuid(2);
const JOAO = uuid(3);
const MATRIZ = uuid(10);
const LOGISTICA = uuid(11);
const SUPERVISORES = uuid(20);
const ALL = [
  'settings.workflow',
  'settings.workflow.add',
  'settings.workflow.edit',
  'settings.workflow.delete',
];

const PEOPLE: WorkflowPeople = {
  users: [
    { id: ME, name: 'Ana Gestora', role: 'admin' },
    { id: MARIA, name: 'Maria', role: 'employee' },
    { id: JOAO, name: 'João', role: SUPERVISORES },
  ],
  roles: [
    { key: 'owner', name: 'owner', built_in: true },
    { key: 'admin', name: 'admin', built_in: true },
    { key: 'employee', name: 'employee', built_in: true },
    { key: SUPERVISORES, name: 'Supervisores', built_in: false },
  ],
};

const flow = (over: Partial<Flow> & Pick<Flow, 'id' | 'request_type'>): Flow => ({
  name: 'Fluxo padrão',
  is_default: true,
  priority: 100,
  active: true,
  conditions: { subsidiary_ids: [], department_ids: [], min_minutes: null },
  steps: [{ approver: 'department_manager', role: null, user_ids: [], escalate_after_days: null }],
  pending: 0,
  updated_at: '2026-11-01T10:00:00.000Z',
  ...over,
});

const DEFAULT_PUNCH = flow({
  id: uuid(100),
  request_type: 'manual_punch',
  steps: [{ approver: 'department_manager', role: null, user_ids: [], escalate_after_days: 3 }],
  pending: 2,
});
const LONG_OVERTIME = flow({
  id: uuid(101),
  request_type: 'overtime',
  name: 'Horas extras longas',
  is_default: false,
  priority: 10,
  conditions: { subsidiary_ids: [MATRIZ], department_ids: [LOGISTICA], min_minutes: 120 },
  steps: [
    { approver: 'department_manager', role: null, user_ids: [], escalate_after_days: 3 },
    { approver: 'role', role: 'admin', user_ids: [], escalate_after_days: null },
    { approver: 'users', role: null, user_ids: [MARIA, JOAO], escalate_after_days: 1 },
  ],
  pending: 1,
});
const DEFAULT_OVERTIME = flow({ id: uuid(102), request_type: 'overtime' });
const PAUSED_LEAVE = flow({
  id: uuid(103),
  request_type: 'leave',
  name: 'Afastamentos da matriz',
  is_default: false,
  active: false,
  priority: 5,
  conditions: { subsidiary_ids: [MATRIZ], department_ids: [], min_minutes: null },
  steps: [{ approver: 'role', role: SUPERVISORES, user_ids: [], escalate_after_days: null }],
});
const DEFAULT_LEAVE = flow({
  id: uuid(104),
  request_type: 'leave',
  steps: [{ approver: 'manager_of_manager', role: null, user_ids: [], escalate_after_days: null }],
});
const FLOWS = [DEFAULT_LEAVE, DEFAULT_OVERTIME, LONG_OVERTIME, DEFAULT_PUNCH, PAUSED_LEAVE];

const DELEGATION: Delegation = {
  id: uuid(200),
  user: { id: MARIA, name: 'Maria' },
  delegate: { id: JOAO, name: 'João' },
  from: '2026-11-02',
  to: '2026-11-20',
  note: 'Férias',
  in_force: true,
  created_at: '2026-11-01T10:00:00.000Z',
};

type Handler = (init: { method?: string; body?: unknown }) => unknown;
let overrides: Record<string, Handler>;

beforeEach(async () => {
  await setLanguage('pt');
  session.permissions = [...ALL];
  overrides = {};
  apiRequest.mockReset();
  apiRequest.mockImplementation(async (path: string, init: { method?: string; body?: unknown }) => {
    const method = init?.method ?? 'GET';
    const override = overrides[`${method} ${path}`];
    if (override) return override(init);
    if (path === 'workflow/flows/' && method === 'GET') return FLOWS;
    if (path === 'workflow/people/') return PEOPLE;
    if (path === 'workflow/delegations/' && method === 'GET') return [DELEGATION];
    if (path === 'organization/subsidiaries/') {
      return listPage([{ id: MATRIZ, name: 'Matriz' }]);
    }
    if (path === 'organization/departments/') {
      return listPage([{ id: LOGISTICA, name: 'Logística', path: ['Operações', 'Logística'] }]);
    }
    if (method === 'DELETE') return null;
    throw new Error(`unexpected call: ${method} ${path}`);
  });
});

/** The row of a flow (antd's `data-row-key` is its id). */
async function rowOf(id: string) {
  await screen.findByText('Horas extras longas');
  const row = document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`);
  if (!row) throw new Error(`no row ${id}`);
  return row;
}

/** Opens an antd Select and clicks the option whose title is `option`. */
/** Types the period of a delegation ("DD/MM/AAAA"), from then to, in the form's range picker. */
function typePeriod(form: HTMLElement, fromText: string, toText: string) {
  const [from, to] = within(form).getAllByPlaceholderText('DD/MM/AAAA') as HTMLInputElement[];
  if (!from || !to) throw new Error('no period inputs');
  for (const [input, value] of [
    [from, fromText],
    [to, toText],
  ] as const) {
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  }
}

async function pick(field: HTMLElement, option: string) {
  await userEvent.click(field);
  const found = await waitFor(() => {
    // The newest dropdown is the last in the document (one still closing may hold the same option).
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

describe('/workflow: flows', () => {
  it('lists the flows by request type and puts their conditions and steps in words', async () => {
    renderScreen(<WorkflowPage />);
    const row = await rowOf(LONG_OVERTIME.id);
    expect(within(row).getByText('Horas extras longas')).toBeInTheDocument();
    expect(within(row).getByText('Ativo')).toBeInTheDocument();
    expect(row).toHaveTextContent('10');
    await waitFor(() =>
      expect(within(row).getByTestId('flow-conditions')).toHaveTextContent(
        'Filiais: Matriz · Departamentos: Operações / Logística · Mais de 2:00',
      ),
    );
    await waitFor(() =>
      expect(
        within(within(row).getByTestId('flow-steps'))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        '1. Gestor do departamento — escala após 3 dias',
        '2. Qualquer pessoa com o perfil Administrador',
        '3. Maria, João — escala após 1 dia',
      ]),
    );
    expect(within(row).getByTitle('1 solicitação aguarda neste fluxo')).toHaveTextContent('1');

    // Each type's flows in the order they are tried: by priority, the default last.
    const overtime = screen.getByTestId('flows-overtime');
    expect(within(overtime).getByRole('heading', { name: 'Horas extras' })).toBeInTheDocument();
    const names = [...overtime.querySelectorAll('tr[data-row-key]')].map((tr) =>
      tr.getAttribute('data-row-key'),
    );
    expect(names).toEqual([LONG_OVERTIME.id, DEFAULT_OVERTIME.id]);

    const fallback = await rowOf(DEFAULT_PUNCH.id);
    expect(within(fallback).getByText('Fluxo padrão')).toBeInTheDocument();
    expect(within(fallback).getByText('Padrão')).toBeInTheDocument();
    expect(within(fallback).getByTestId('flow-conditions')).toHaveTextContent(
      'Quando nenhum outro fluxo se aplica',
    );
    expect(within(fallback).getByTitle('2 solicitações aguardam neste fluxo')).toBeInTheDocument();

    const paused = await rowOf(PAUSED_LEAVE.id);
    expect(within(paused).getByText('Inativo')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(paused).getByTestId('flow-steps')).toHaveTextContent(
        '1. Qualquer pessoa com o perfil Supervisores',
      ),
    );
    expect((await rowOf(DEFAULT_LEAVE.id)).textContent).toContain(
      '1. Gestor do gestor do departamento',
    );
  });

  it('filters by request type, kept in the address', async () => {
    const router = renderScreen(<WorkflowPage />);
    await screen.findByTestId('flows-leave');
    await userEvent.click(
      screen.getByText('Horas extras', { selector: '.ant-segmented-item-label' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?type=overtime'));
    expect(screen.queryByTestId('flows-leave')).toBeNull();
    expect(screen.queryByTestId('flows-manual_punch')).toBeNull();
    expect(screen.getByTestId('flows-overtime')).toBeInTheDocument();
  });

  it('the default flow can be edited but not deleted; another is deleted after confirmation', async () => {
    renderScreen(<WorkflowPage />);
    const fallback = await rowOf(DEFAULT_PUNCH.id);
    const actions = within(fallback).getByRole('group', { name: 'Ações de Fluxo padrão' });
    expect(within(actions).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Excluir' })).toBeNull();

    const row = await rowOf(LONG_OVERTIME.id);
    await userEvent.click(within(row).getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByText('Excluir o fluxo “Horas extras longas”?');
    expect(
      screen.getByText(
        'Novas solicitações seguirão outro fluxo; a que aguarda neste mantém suas etapas.',
      ),
    ).toBeInTheDocument();
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(popover).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(callsOf(apiRequest, `workflow/flows/${LONG_OVERTIME.id}/`, 'DELETE')).toHaveLength(1),
    );
  });

  it('creates a flow: conditions, three steps (one moved up), the body the contract takes', async () => {
    overrides['POST workflow/flows/'] = ({ body }) => ({
      ...LONG_OVERTIME,
      ...(body as object),
      id: uuid(300),
    });
    const router = renderScreen(<WorkflowPage />, '/?type=overtime');
    await userEvent.click(await screen.findByRole('button', { name: /Novo fluxo/ }));
    const form = await screen.findByTestId('flow-form');
    await userEvent.type(within(form).getByLabelText('Nome'), 'Horas extras da logística');
    const priority = within(form).getByLabelText('Prioridade');
    await userEvent.clear(priority);
    await userEvent.type(priority, '20');
    await pick(within(form).getByLabelText('Filiais'), 'Matriz');
    await pick(within(form).getByLabelText('Departamentos'), 'Operações / Logística');
    await userEvent.type(within(form).getByLabelText('Só acima de (horas:minutos)'), '2:30');

    await userEvent.type(within(form).getByLabelText('Escalar após (dias) (Etapa 1)'), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar etapa' }));
    await pick(within(form).getByLabelText('Quem aprova (Etapa 2)'), 'Usuários escolhidos');
    await pick(within(form).getByLabelText('Usuários (Etapa 2)'), 'Maria');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar etapa' }));
    await pick(within(form).getByLabelText('Quem aprova (Etapa 3)'), 'Pessoas com um perfil');
    await pick(within(form).getByLabelText('Perfil (Etapa 3)'), 'Administrador');
    await userEvent.click(within(form).getByRole('button', { name: 'Subir a etapa 3' }));

    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsOf(apiRequest, 'workflow/flows/', 'POST')).toHaveLength(1));
    expect(callsOf(apiRequest, 'workflow/flows/', 'POST')[0]?.[1].body).toEqual({
      name: 'Horas extras da logística',
      request_type: 'overtime',
      priority: 20,
      active: true,
      conditions: { subsidiary_ids: [MATRIZ], department_ids: [LOGISTICA], min_minutes: 150 },
      steps: [
        { approver: 'department_manager', role: null, user_ids: [], escalate_after_days: 3 },
        { approver: 'role', role: 'admin', user_ids: [], escalate_after_days: null },
        { approver: 'users', role: null, user_ids: [MARIA], escalate_after_days: null },
      ],
    });
    await waitFor(() => expect(screen.queryByTestId('flow-form')).toBeNull());
    expect(router.state.location.search).toBe('?type=overtime');
  });

  it("checks the form with the contract's rules before sending", async () => {
    renderScreen(<WorkflowPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Novo fluxo/ }));
    const form = await screen.findByTestId('flow-form');
    await pick(within(form).getByLabelText('Quem aprova (Etapa 1)'), 'Usuários escolhidos');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Corrija os campos destacados.')).toBeInTheDocument();
    expect(callsOf(apiRequest, 'workflow/flows/', 'POST')).toHaveLength(0);
    // The name and the users of a "chosen users" step are required.
    await waitFor(() => expect(within(form).getAllByText('Campo obrigatório.')).toHaveLength(2));
    expect(within(form).getByTestId('step-1')).toHaveTextContent('Campo obrigatório.');
  });

  it("puts the server's field errors next to the fields", async () => {
    overrides[`PUT workflow/flows/${LONG_OVERTIME.id}/`] = () => {
      throw new ApiError({
        kind: 'http',
        status: 422,
        code: 'business_rule',
        message: 'Regra de negócio violada.',
        fieldErrors: {
          'conditions.subsidiary_ids': ['Filial inexistente.'],
          'steps.2.user_ids': ['Usuário não pertence à empresa.'],
        },
        path: `workflow/flows/${LONG_OVERTIME.id}/`,
        method: 'PUT',
      });
    };
    renderScreen(<WorkflowPage />);
    const row = await rowOf(LONG_OVERTIME.id);
    await userEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    const form = await screen.findByTestId('flow-form');
    expect(within(form).getByLabelText('Nome')).toHaveValue('Horas extras longas');
    expect(within(form).getByLabelText('Só acima de (horas:minutos)')).toHaveValue('2:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Filial inexistente.')).toBeInTheDocument();
    expect(within(form).getByText('Usuário não pertence à empresa.')).toBeInTheDocument();
    expect(within(form).getByTestId('step-3')).toHaveTextContent('Usuário não pertence à empresa.');
  });

  it('edits the default flow: only its steps, it keeps its name, stays on, has no conditions', async () => {
    overrides[`PUT workflow/flows/${DEFAULT_PUNCH.id}/`] = ({ body }) => ({
      ...DEFAULT_PUNCH,
      ...(body as object),
    });
    renderScreen(<WorkflowPage />);
    const row = await rowOf(DEFAULT_PUNCH.id);
    await userEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    const form = await screen.findByTestId('flow-form');
    expect(screen.getByText('Editar o fluxo padrão de Inclusão de marcação')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Nome')).toBeNull();
    expect(within(form).queryByLabelText('Ativo')).toBeNull();
    expect(within(form).queryByLabelText('Filiais')).toBeNull();
    // One step is the least: it cannot be removed.
    expect(within(form).getByRole('button', { name: 'Remover a etapa 1' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar etapa' }));
    await pick(within(form).getByLabelText('Quem aprova (Etapa 2)'), 'Gestor do gestor');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(callsOf(apiRequest, `workflow/flows/${DEFAULT_PUNCH.id}/`, 'PUT')).toHaveLength(1),
    );
    expect(callsOf(apiRequest, `workflow/flows/${DEFAULT_PUNCH.id}/`, 'PUT')[0]?.[1].body).toEqual({
      name: 'Fluxo padrão',
      request_type: 'manual_punch',
      priority: 100,
      active: true,
      conditions: { subsidiary_ids: [], department_ids: [], min_minutes: null },
      steps: [
        { approver: 'department_manager', role: null, user_ids: [], escalate_after_days: 3 },
        { approver: 'manager_of_manager', role: null, user_ids: [], escalate_after_days: null },
      ],
    });
  });

  it('without the add, edit and delete permissions it only shows the flows', async () => {
    session.permissions = ['settings.workflow'];
    renderScreen(<WorkflowPage />);
    await rowOf(LONG_OVERTIME.id);
    expect(
      screen.getByText('Você pode consultar os fluxos, mas não alterá-los.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Novo fluxo/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  });

  it('speaks English: the default flow is named in the reader language', async () => {
    await setLanguage('en-US');
    renderScreen(<WorkflowPage />);
    const row = await screen.findByText('Horas extras longas');
    const tr = row.closest('tr') as HTMLElement;
    await waitFor(() =>
      expect(within(tr).getByTestId('flow-steps')).toHaveTextContent(
        '1. Department manager — escalates after 3 days2. Anyone with role Admin3. Maria, João — escalates after 1 day',
      ),
    );
    expect(screen.getAllByText('Default flow')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'Delegations' })).toBeInTheDocument();
  });
});

describe('/workflow: delegations', () => {
  it('lists the delegations and creates one for the caller', async () => {
    session.permissions = ['settings.workflow'];
    overrides['POST workflow/delegations/'] = ({ body }) => ({
      ...DELEGATION,
      id: uuid(201),
      user: { id: ME, name: 'Ana Gestora' },
      delegate: { id: JOAO, name: 'João' },
      ...(body as object),
    });
    const router = renderScreen(<WorkflowPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Delegações' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=delegations'));
    const list = await screen.findByTestId('workflow-delegations');
    const row = await within(list).findByText('Férias');
    const tr = row.closest('tr') as HTMLElement;
    expect(tr).toHaveTextContent('MariaJoão02/11/2026 a 20/11/2026Em vigorFérias');
    // Only one's own delegations (or anyone's with settings.workflow.edit) can be removed.
    expect(within(tr).queryByRole('button', { name: /Excluir/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Nova delegação/ }));
    const form = await screen.findByTestId('delegation-form');
    // Without settings.workflow.edit the delegator is the caller, not chosen.
    expect(within(form).queryByLabelText('Quem delega')).toBeNull();
    await pick(within(form).getByLabelText('Substituto'), 'João');
    typePeriod(form, '10/11/2026', '20/11/2026');
    await userEvent.type(within(form).getByLabelText('Observação'), ' Férias ');
    await userEvent.click(screen.getByRole('button', { name: 'Criar delegação' }));
    await waitFor(() =>
      expect(callsOf(apiRequest, 'workflow/delegations/', 'POST')).toHaveLength(1),
    );
    expect(callsOf(apiRequest, 'workflow/delegations/', 'POST')[0]?.[1].body).toEqual({
      delegate_user_id: JOAO,
      from: '2026-11-10',
      to: '2026-11-20',
      note: 'Férias',
    });
    await waitFor(() => expect(screen.queryByTestId('delegation-form')).toBeNull());
  });

  it('with settings.workflow.edit one delegates for someone else and removes anyone’s', async () => {
    overrides['POST workflow/delegations/'] = () => DELEGATION;
    renderScreen(<WorkflowPage />, '/?tab=delegations');
    const list = await screen.findByTestId('workflow-delegations');
    await within(list).findByText('Férias');

    await userEvent.click(screen.getByRole('button', { name: /Nova delegação/ }));
    const form = await screen.findByTestId('delegation-form');
    expect(within(form).getByText('Ana Gestora (você)')).toBeInTheDocument();
    await pick(within(form).getByLabelText('Quem delega'), 'Maria');
    await pick(within(form).getByLabelText('Substituto'), 'João');
    typePeriod(form, '10/11/2026', '12/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Criar delegação' }));
    await waitFor(() =>
      expect(callsOf(apiRequest, 'workflow/delegations/', 'POST')[0]?.[1].body).toEqual({
        user_id: MARIA,
        delegate_user_id: JOAO,
        from: '2026-11-10',
        to: '2026-11-12',
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('delegation-form')).toBeNull());

    await userEvent.click(
      within(list).getByRole('button', { name: 'Excluir a delegação de Maria' }),
    );
    const confirm = await screen.findByText('Excluir a delegação de Maria para João?');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(popover).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(callsOf(apiRequest, `workflow/delegations/${DELEGATION.id}/`, 'DELETE')).toHaveLength(
        1,
      ),
    );
  });
});
