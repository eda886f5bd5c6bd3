import {
  ALL_PERMISSIONS,
  COOKIE_NAMES,
  EMPLOYEE_PERMISSIONS,
  type Invitation,
  LOCAL_STORAGE_KEYS,
  type Member,
  type PermissionKey,
  type Role,
} from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { registerToastTarget, toast } from '../../../feedback/toast';
import { rolePermission as enUS } from '../../../i18n/locales/en-US/role-permission';
import { rolePermission as pt } from '../../../i18n/locales/pt/role-permission';
import { deleteCookie } from '../../../lib/cookies';
import { AppAdminGuard, AppCompanyGuard } from '../../../router/app-guards';
import { clearCompanySession, writeTokens } from '../../../session/storage';
import { renderApp } from '../../../test/render';

// The whole app at /system/role-permission behind the real session guard, with fetch answering
// as the API does (a small in-memory company).

const PATH = '/system/role-permission';
const OWNER_ID = '00000000-0000-4000-8000-0000000000a1';
const ADMIN_ID = '00000000-0000-4000-8000-0000000000a2';
const EMPLOYEE_ID = '00000000-0000-4000-8000-0000000000a3';
const CUSTOM_ID = '00000000-0000-4000-8000-0000000000c1';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function session(roleName: string, userId: string) {
  return {
    user: {
      id: userId,
      name: 'Mariana Souza Lima',
      email: 'proprietario@demo.test',
      phone: null,
      country_code: null,
      language: 'pt',
      has_photo: false,
      photo_url: null,
    },
    companyId: '00000000-0000-4000-8000-000000000001',
    roleName,
    permissions: [...ALL_PERMISSIONS],
    subscription: { enable_access: false, enable_visitor: false },
  };
}

function builtIn(id: string, permissions: readonly string[], members: number): Role {
  return { id, name: id, built_in: true, permissions: [...permissions], members };
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (body: unknown) => Response;

let fetchMock: Mock<typeof fetch>;
/** Toasts shown (the app's toast bridge would otherwise render them with antd). */
let toasts: { type: 'success' | 'error'; content: string }[];
let calls: Call[];
let roles: Role[];
let members: Member[];
let invitations: Invitation[];
let currentSession: ReturnType<typeof session>;
/** Per-test answers, keyed `METHOD path` (path relative to /api/v1.0/). */
let overrides: Record<string, Handler>;

function fakeApi(method: string, path: string, body: unknown): Response {
  const override = overrides[`${method} ${path}`];
  if (override) return override(body);
  if (path === 'base/user/session/') return json(200, { data: currentSession });
  if (method === 'GET' && path === 'auth/roles/') return json(200, { data: roles });
  if (method === 'GET' && path === 'auth/users/') return json(200, { data: members });
  if (method === 'GET' && path === 'company/invitations/') {
    return json(200, { data: invitations });
  }
  return json(200, { data: null });
}

beforeEach(() => {
  localStorage.setItem(
    LOCAL_STORAGE_KEYS.cookieConsent,
    JSON.stringify({ dismissed: true, categories: { necessary: true }, savedAt: '2026-08-03' }),
  );
  toasts = [];
  calls = [];
  overrides = {};
  currentSession = session('owner', OWNER_ID);
  roles = [
    builtIn('owner', ALL_PERMISSIONS, 1),
    builtIn('super_admin', ALL_PERMISSIONS, 0),
    builtIn('admin', ALL_PERMISSIONS, 1),
    builtIn('employee', EMPLOYEE_PERMISSIONS, 1),
    {
      id: CUSTOM_ID,
      name: 'Supervisores',
      built_in: false,
      permissions: ['dashboard'],
      members: 1,
    },
  ];
  members = [
    {
      user_id: EMPLOYEE_ID,
      name: 'Ana Silva Santos',
      email: 'colaborador@demo.test',
      role: 'employee',
      joined_at: '2026-01-10T12:00:00.000Z',
    },
    {
      user_id: OWNER_ID,
      name: 'Mariana Souza Lima',
      email: 'proprietario@demo.test',
      role: 'owner',
      joined_at: '2026-01-10T12:00:00.000Z',
    },
    {
      user_id: ADMIN_ID,
      name: 'Rafael Costa Nunes',
      email: 'admin@demo.test',
      role: 'admin',
      joined_at: '2026-01-10T12:00:00.000Z',
    },
  ];
  invitations = [];
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1\.0\//, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    return fakeApi(method, path, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  registerToastTarget({ open: () => undefined });
  vi.spyOn(toast, 'success').mockImplementation((content) => {
    toasts.push({ type: 'success', content });
  });
  vi.spyOn(toast, 'error').mockImplementation((content) => {
    toasts.push({ type: 'error', content });
  });
  writeTokens({ access_token: 'a', refresh_token: 'r' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  registerToastTarget(null);
  clearCompanySession();
  deleteCookie(COOKIE_NAMES.adminSession);
});

function open(path = PATH) {
  return renderApp(path, { companyGuard: AppCompanyGuard, adminGuard: AppAdminGuard });
}

function callsTo(method: string, path: string): Call[] {
  return calls.filter((call) => call.method === method && call.path === path);
}

/** The table row that shows `text` (role queries over the whole app are slow in jsdom). */
async function rowWith(container: HTMLElement, text: string): Promise<HTMLElement> {
  const cell = await within(container).findByText(text, {}, { timeout: 15_000 });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

/** A button by its visible text, inside `container`. */
function button(container: HTMLElement, text: string): HTMLElement {
  const found = [...container.querySelectorAll('button')].find(
    (element) => element.textContent?.trim() === text,
  );
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

/** The open select's option (antd renders the list in a popup outside the table). */
async function pickOption(label: string) {
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  await userEvent.click(option);
}

/** The tree's checkbox of `key`; once expanded, every node is rendered in tree order. */
function checkboxOf(tree: HTMLElement, key: PermissionKey): HTMLElement {
  const item = tree.querySelectorAll('[role="treeitem"]')[ALL_PERMISSIONS.indexOf(key)];
  const box = item?.querySelector<HTMLElement>('[role="checkbox"]');
  if (!box) throw new Error(`no checkbox for ${key}`);
  return box;
}

/** The open Popconfirm. */
function popconfirm(): Promise<HTMLElement> {
  return waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden)');
    if (!found) throw new Error('no popconfirm');
    return found;
  });
}

function toastTexts(): string[] {
  return toasts.map((toast) => toast.content);
}

function labelOf(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
}

describe('permission labels', () => {
  it('translates every node of the tree in pt and en-US', () => {
    for (const key of ALL_PERMISSIONS) {
      const parent = ALL_PERMISSIONS.some((other) => other.startsWith(`${key}.`));
      const path = `${key}${parent ? '._' : ''}`;
      expect(typeof labelOf(pt.permission, path), `pt ${key}`).toBe('string');
      expect(typeof labelOf(enUS.permission, path), `en-US ${key}`).toBe('string');
    }
  });
});

describe('/system/role-permission: roles', { timeout: 60_000 }, () => {
  it('lists the built-in roles read-only and the custom ones editable', async () => {
    open();
    const table = await screen.findByTestId('roles-tab', {}, { timeout: 15_000 });
    const owner = await rowWith(table, 'Proprietário');
    expect(within(owner).getByText('Padrão')).toBeInTheDocument();
    expect(within(owner).getByText('Todas')).toBeInTheDocument();
    expect(() => button(owner, 'Editar')).toThrow();
    expect(() => button(owner, 'Excluir')).toThrow();

    const custom = await rowWith(table, 'Supervisores');
    expect(within(custom).getByText('Personalizado')).toBeInTheDocument();
    expect(button(custom, 'Editar')).toBeEnabled();
    expect(button(custom, 'Excluir')).toBeEnabled();

    await userEvent.click(button(await rowWith(table, 'Colaborador'), 'Ver'));
    const view = await screen.findByTestId('permission-view');
    expect(screen.getByText(/Perfis padrão não podem ser alterados/)).toBeInTheDocument();
    expect(within(view).getByText('Espelho de ponto')).toBeInTheDocument();
    expect(within(view).queryByText('Colaboradores')).not.toBeInTheDocument();
    expect(view.querySelector('[role="checkbox"]')).toBeNull();
  });

  it('creates a role: ticking selects the parents, unticking removes the children', async () => {
    overrides['POST auth/roles/'] = (body) =>
      json(201, { data: { id: 'new', built_in: false, members: 0, ...(body as object) } });
    open();
    const table = await screen.findByTestId('roles-tab', {}, { timeout: 15_000 });
    await userEvent.click(button(table, 'Novo perfil'));
    const editor = await screen.findByTestId('role-editor');
    await userEvent.click(within(editor).getByLabelText('Nome do perfil'));
    await userEvent.paste('Gerentes de loja');
    await userEvent.click(button(editor, 'Expandir tudo'));
    const tree = within(editor).getByTestId('permission-tree');

    await userEvent.click(checkboxOf(tree, 'organization.subsidiary.delete'));
    for (const key of [
      'organization',
      'organization.subsidiary',
      'organization.subsidiary.delete',
    ] as const) {
      expect(checkboxOf(tree, key)).toHaveAttribute('aria-checked', 'true');
    }
    expect(checkboxOf(tree, 'organization.subsidiary.add')).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(
      within(editor).getByText(`3 de ${ALL_PERMISSIONS.length} selecionadas`),
    ).toBeInTheDocument();

    await userEvent.click(checkboxOf(tree, 'organization.subsidiary'));
    expect(checkboxOf(tree, 'organization')).toHaveAttribute('aria-checked', 'true');
    expect(checkboxOf(tree, 'organization.subsidiary.delete')).toHaveAttribute(
      'aria-checked',
      'false',
    );

    await userEvent.click(button(document.body, 'Salvar'));
    await waitFor(() => expect(callsTo('POST', 'auth/roles/')).toHaveLength(1));
    expect(callsTo('POST', 'auth/roles/')[0]?.body).toEqual({
      name: 'Gerentes de loja',
      permissions: ['organization'],
    });
    await waitFor(() => expect(toastTexts()).toContain('Perfil “Gerentes de loja” criado.'));
    await waitFor(() => expect(screen.queryByTestId('role-editor')).not.toBeInTheDocument());
  });

  it('asks for a permission, and shows the server’s name error next to the name', async () => {
    overrides[`PUT auth/roles/${CUSTOM_ID}/`] = () =>
      json(409, {
        message: 'Conflito.',
        code: 'conflict',
        errors: { name: ['Já existe um perfil com este nome.'] },
      });
    open();
    const table = await screen.findByTestId('roles-tab', {}, { timeout: 15_000 });
    await userEvent.click(button(await rowWith(table, 'Supervisores'), 'Editar'));
    const editor = await screen.findByTestId('role-editor');
    expect(within(editor).getByLabelText('Nome do perfil')).toHaveValue('Supervisores');

    await userEvent.click(button(editor, 'Desmarcar todas'));
    await userEvent.click(button(document.body, 'Salvar'));
    expect(
      await within(editor).findByText('Selecione ao menos uma permissão.'),
    ).toBeInTheDocument();
    expect(callsTo('PUT', `auth/roles/${CUSTOM_ID}/`)).toHaveLength(0);

    await userEvent.click(button(editor, 'Marcar todas'));
    await userEvent.click(button(document.body, 'Salvar'));
    expect(
      await within(editor).findByText('Já existe um perfil com este nome.'),
    ).toBeInTheDocument();
    expect(callsTo('PUT', `auth/roles/${CUSTOM_ID}/`)[0]?.body).toEqual({
      name: 'Supervisores',
      permissions: [...ALL_PERMISSIONS],
    });
  });

  it('shows the server’s message when a role in use cannot be deleted', async () => {
    overrides[`DELETE auth/roles/${CUSTOM_ID}/`] = () =>
      json(409, { message: 'Este perfil ainda é usado por membros da empresa.', code: 'conflict' });
    open();
    const table = await screen.findByTestId('roles-tab', {}, { timeout: 15_000 });
    await userEvent.click(button(await rowWith(table, 'Supervisores'), 'Excluir'));
    const confirm = await popconfirm();
    expect(within(confirm).getByText(/Há 1 usuário com este perfil/)).toBeInTheDocument();
    await userEvent.click(button(confirm, 'Excluir'));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          type: 'error',
          content: 'Este perfil ainda é usado por membros da empresa.',
        }),
      ),
    );
    expect(within(table).getByText('Supervisores')).toBeInTheDocument();
  });
});

describe('/system/role-permission: users', { timeout: 60_000 }, () => {
  it('keeps the members list’s search, role filter and ordering in the URL; names in Portuguese order', async () => {
    members.push({
      user_id: '00000000-0000-4000-8000-0000000000a4',
      name: 'Érica Alves',
      email: 'erica@demo.test',
      role: 'employee',
      joined_at: '2026-02-01T12:00:00.000Z',
    });
    const { router } = open(`${PATH}?tab=users`);
    const tab = await screen.findByTestId('members-tab', {}, { timeout: 15_000 });
    await rowWith(tab, 'Rafael Costa Nunes');
    const names = () =>
      [...tab.querySelectorAll('[aria-labelledby="members-heading"] tbody tr.ant-table-row')].map(
        (row) => row.querySelector('td')?.textContent?.replace('você', ''),
      );
    // "Érica" sorts with the E's, not after "Z" (Intl.Collator('pt'), accents ignored).
    expect(names()).toEqual([
      'Ana Silva Santos',
      'Érica Alves',
      'Mariana Souza Lima',
      'Rafael Costa Nunes',
    ]);

    await router.navigate(`${PATH}?tab=users&role=employee&ordering=-name`);
    await waitFor(() => expect(names()).toEqual(['Érica Alves', 'Ana Silva Santos']));

    await userEvent.type(within(tab).getByRole('searchbox'), 'erica');
    await waitFor(() => expect(router.state.location.search).toContain('search=erica'));
    await waitFor(() => expect(names()).toEqual(['Érica Alves']));
  });

  it('changes a member’s role', async () => {
    open(`${PATH}?tab=users`);
    const tab = await screen.findByTestId('members-tab', {}, { timeout: 15_000 });
    const row = await rowWith(tab, 'Rafael Costa Nunes');
    const select = within(row).getByRole('combobox');
    expect(select).toHaveAccessibleName('Perfil de Rafael Costa Nunes');
    await userEvent.click(select);
    await pickOption('Supervisores');
    await waitFor(() => expect(callsTo('PUT', `auth/users/${ADMIN_ID}/`)).toHaveLength(1));
    expect(callsTo('PUT', `auth/users/${ADMIN_ID}/`)[0]?.body).toEqual({ role: CUSTOM_ID });
    await waitFor(() =>
      expect(toastTexts()).toContain('Perfil de Rafael Costa Nunes alterado para Supervisores.'),
    );
  });

  it('asks before changing one’s own role, and shows why the last owner cannot be demoted', async () => {
    overrides[`PUT auth/users/${OWNER_ID}/`] = () =>
      json(422, {
        message: 'A empresa precisa de ao menos um proprietário.',
        code: 'business_rule',
      });
    open(`${PATH}?tab=users`);
    const tab = await screen.findByTestId('members-tab', {}, { timeout: 15_000 });
    const row = await rowWith(tab, 'Mariana Souza Lima');
    await userEvent.click(within(row).getByRole('combobox'));
    await pickOption('Administrador');
    const dialog = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
      if (!found) throw new Error('no confirmation');
      return found;
    });
    expect(dialog.querySelector('.ant-modal-confirm-title')).toHaveTextContent(
      'Alterar o seu próprio perfil?',
    );
    expect(callsTo('PUT', `auth/users/${OWNER_ID}/`)).toHaveLength(0);
    await userEvent.click(button(dialog, 'Alterar meu perfil'));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          type: 'error',
          content: 'A empresa precisa de ao menos um proprietário.',
        }),
      ),
    );
    expect(within(tab).getByTestId('member-role-proprietario@demo.test')).toHaveTextContent(
      'Proprietário',
    );
  });

  it('invites by email with a role and lists the pending invitation; revokes one', async () => {
    const pendingSince = {
      expires_at: '2026-08-10T12:00:00.000Z',
      created_at: '2026-08-03T12:00:00.000Z',
    };
    invitations = [
      {
        id: '00000000-0000-4000-8000-0000000000e1',
        email: 'antigo@example.com',
        role: 'employee',
        ...pendingSince,
      },
    ];
    overrides['POST company/invitations/'] = (body) => {
      const { email, role } = body as { email: string; role: string };
      const created = { id: '00000000-0000-4000-8000-0000000000e2', email, role, ...pendingSince };
      invitations = [...invitations, created];
      return json(201, { data: created });
    };
    open(`${PATH}?tab=users`);
    const tab = await screen.findByTestId('members-tab', {}, { timeout: 15_000 });
    await userEvent.click(button(tab, 'Convidar usuário'));
    const dialog = await screen.findByTestId('invite-dialog');
    await userEvent.click(within(dialog).getByLabelText('E-mail'));
    await userEvent.paste('Nova.Pessoa@Example.com');
    await userEvent.click(within(dialog).getByLabelText('Perfil'));
    await pickOption('Supervisores');
    await userEvent.click(button(document.body, 'Enviar convite'));
    await waitFor(() => expect(callsTo('POST', 'company/invitations/')).toHaveLength(1));
    expect(callsTo('POST', 'company/invitations/')[0]?.body).toEqual({
      email: 'nova.pessoa@example.com',
      role: CUSTOM_ID,
    });
    const pending = screen.getByTestId('invitations');
    expect(await within(pending).findByText('nova.pessoa@example.com')).toBeInTheDocument();
    expect(toastTexts()).toContain('Convite enviado para nova.pessoa@example.com.');

    const old = await rowWith(pending, 'antigo@example.com');
    await userEvent.click(button(old, 'Revogar'));
    await userEvent.click(button(await popconfirm(), 'Revogar'));
    await waitFor(() =>
      expect(
        callsTo('DELETE', 'company/invitations/00000000-0000-4000-8000-0000000000e1/'),
      ).toHaveLength(1),
    );
  });

  it('keeps an Admin from changing an Owner or giving a role above their own', async () => {
    currentSession = session('admin', ADMIN_ID);
    open(`${PATH}?tab=users`);
    const tab = await screen.findByTestId('members-tab', {}, { timeout: 15_000 });
    const owner = await rowWith(tab, 'Mariana Souza Lima');
    expect(within(owner).getByRole('combobox')).toBeDisabled();
    expect(button(owner, 'Remover')).toBeDisabled();

    const employee = await rowWith(tab, 'Ana Silva Santos');
    await userEvent.click(within(employee).getByRole('combobox'));
    await waitFor(() => {
      const option = document.querySelector('.ant-select-item-option[title="Proprietário"]');
      expect(option).toHaveClass('ant-select-item-option-disabled');
    });
  });
});
