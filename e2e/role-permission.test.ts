import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newMember } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { signIn } from './support/sign-in.js';

/** The tree node whose title is exactly `title`. */
function treeNode(page: Page, title: string) {
  return page
    .getByTestId('permission-tree')
    .locator('.ant-tree-treenode')
    .filter({ has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }) })
    .first();
}

describe('roles and permissions screen', () => {
  const b = useBrowser();

  it('the owner builds a custom role with the tree rule, invites a user and changes a role', async () => {
    const member = await newMember(b, 'Otavio Membro', 'employee');
    await signIn(b);
    await b.page.goto(b.url('/system/role-permission'));
    await b.page.getByTestId('roles-tab').waitFor();
    // Built-in roles are listed.
    await b.page.getByTestId('roles-tab').getByText('Proprietário').first().waitFor();

    await b.page.getByRole('button', { name: 'Novo perfil' }).click();
    await b.page.getByTestId('role-editor').waitFor();
    const roleName = `Supervisão ${Date.now() % 100000}`;
    await b.page.getByLabel('Nome do perfil').fill(roleName);

    // Ticking a child ticks its parent; unticking the parent unticks its children.
    await treeNode(b.page, 'Organização').locator('.ant-tree-switcher').click();
    await treeNode(b.page, 'Estrutura').locator('.ant-tree-checkbox').click();
    await expect
      .poll(() => treeNode(b.page, 'Organização').locator('.ant-tree-checkbox-checked').count())
      .toBe(1);
    await b.page.getByText(/^2 de \d+ selecionadas$/).waitFor();
    await treeNode(b.page, 'Organização').locator('.ant-tree-checkbox').click();
    await b.page.getByText(/^0 de \d+ selecionadas$/).waitFor();
    await treeNode(b.page, 'Estrutura').locator('.ant-tree-checkbox').click();
    await treeNode(b.page, 'Painel').locator('.ant-tree-checkbox').click();
    await b.page.getByText(/^3 de \d+ selecionadas$/).waitFor();
    await b.page.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText(`Perfil “${roleName}” criado.`).waitFor();
    await b.page.getByTestId('roles-tab').getByText(roleName).waitFor();

    // Users: invite someone with the new role; the invitation is pending.
    await b.page.getByRole('tab', { name: 'Usuários' }).click();
    await b.page.getByTestId('members-tab').waitFor();
    await b.page.getByRole('button', { name: 'Convidar usuário' }).click();
    const dialog = b.page.getByTestId('invite-dialog');
    const email = `supervisor-${Date.now()}@example.com`;
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Perfil').click();
    await b.page.locator('.ant-select-dropdown').getByText(roleName).click();
    await b.page.getByRole('button', { name: 'Enviar convite' }).click();
    await b.page.getByText(`Convite enviado para ${email}.`).waitFor();
    await b.page.getByTestId('invitations').getByText(email).waitFor();

    // Give a member the custom role.
    const select = b.page.getByTestId(`member-role-${member.email}`);
    await select.click();
    await b.page.locator('.ant-select-dropdown:visible').getByText(roleName).click();
    await b.page.getByText(/alterado para Supervisão/).waitFor();

    // And remove them (a DELETE from the browser, which sends the JSON header with no body).
    await b.page.getByRole('button', { name: 'Remover Otavio Membro' }).click();
    await b.page.locator('.ant-popconfirm').getByRole('button', { name: 'Remover' }).click();
    await b.page.getByText('Otavio Membro não faz mais parte da empresa.').waitFor();
  });
});
