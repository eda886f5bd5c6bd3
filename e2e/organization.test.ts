import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { signIn } from './support/sign-in.js';

describe('organization screens', () => {
  const b = useBrowser();

  it('creates a department under another, and the list keeps its search across a reload', async () => {
    await signIn(b);
    await b.page.goto(b.url('/organization/department'));
    await b.page.getByTestId('departments').waitFor();
    await b.page.getByRole('button', { name: 'Novo departamento' }).click();
    const drawer = b.page.getByTestId('departments-drawer');
    await drawer.getByLabel('Nome').fill('Hortifrúti');
    await drawer.getByLabel('Departamento superior').click();
    // Typing narrows the options, so the click does not race their loading.
    await drawer.getByLabel('Departamento superior').fill('Operações de Loja');
    await b.page
      .locator('.ant-select-dropdown:visible')
      .getByText('Operações de Loja', { exact: true })
      .click();
    await expect
      .poll(() => drawer.locator('.ant-select').first().textContent())
      .toContain('Operações de Loja');
    await b.page.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText('Departamento “Hortifrúti” criado.').waitFor();

    await b.page.getByLabel('Buscar departamento').fill('horti');
    await b.page.waitForURL((url) => url.searchParams.get('search') === 'horti');
    await b.page.getByRole('cell', { name: 'Operações de Loja / Hortifrúti' }).waitFor();
    await b.page.reload();
    await b.page.getByTestId('departments').waitFor();
    expect(await b.page.getByLabel('Buscar departamento').inputValue()).toBe('horti');
    await b.page.getByRole('cell', { name: 'Operações de Loja / Hortifrúti' }).waitFor();
    await expect.poll(() => b.page.locator('tbody tr.ant-table-row').count()).toBe(1);

    // A sibling with the same name is refused next to the field.
    await b.page.getByRole('button', { name: 'Novo departamento' }).click();
    await b.page.getByTestId('departments-drawer').getByLabel('Nome').fill('Logística');
    await b.page.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText('Já existe um departamento com este nome no mesmo nível.').waitFor();
  });

  it('validates a position CBO, creates it, and explains why a used subsidiary cannot go', async () => {
    await signIn(b);
    await b.page.goto(b.url('/organization/position'));
    await b.page.getByTestId('positions').waitFor();
    await b.page.getByRole('button', { name: 'Novo cargo' }).click();
    const drawer = b.page.getByTestId('positions-drawer');
    await drawer.getByLabel('Nome').fill('Fiscal de Caixa');
    await drawer.getByLabel('CBO').fill('12');
    await b.page.getByRole('button', { name: 'Salvar' }).click();
    await drawer.getByText('CBO inválido: informe 6 dígitos.').waitFor();
    await drawer.getByLabel('CBO').fill('421125');
    await b.page.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText('Cargo “Fiscal de Caixa” criado.').waitFor();

    await b.page.goto(b.url('/organization/subsidiary'));
    await b.page.getByTestId('subsidiaries').waitFor();
    await b.page.getByRole('button', { name: 'Excluir Filial Recife' }).click();
    await b.page.getByRole('button', { name: 'Excluir', exact: true }).click();
    await b.page
      .getByText(/Não é possível excluir: \d+ colaborador\(es\) ainda estão vinculados\./)
      .waitFor();
  });
});

describe('organization overview', () => {
  const b = useBrowser();

  it('shows the structure with headcounts and the dashboard charts', async () => {
    await signIn(b);
    await b.page.goto(b.url('/organization/structure'));
    await b.page.getByTestId('structure').waitFor();
    await b.page.getByText('Filial Recife').waitFor();
    await b.page
      .getByText(/^\d+ ativos$/)
      .first()
      .waitFor();
    // The demo tree opens two levels deep, so first collapse it to the company alone: then
    // "Expandir tudo" has every branch to open, down to the sub-departments.
    const tree = b.page.getByTestId('structure');
    const nodes = tree.getByRole('treeitem');
    const closed = tree.locator('[role="treeitem"][aria-expanded="false"]');
    await b.page.getByRole('button', { name: 'Recolher tudo' }).click();
    await expect.poll(() => nodes.count()).toBe(1);
    expect(await closed.count()).toBe(1);
    await b.page.getByRole('button', { name: 'Expandir tudo' }).click();
    await tree.getByText('Recursos Humanos', { exact: true }).waitFor();
    await tree.getByText('Filial Recife').waitFor();
    await expect.poll(() => closed.count()).toBe(0);
    expect(await nodes.count()).toBeGreaterThan(5);

    await b.page.goto(b.url('/organization/dashboard'));
    await b.page.getByTestId('organization-dashboard').waitFor();
    await b.page.getByTestId('movement-chart').locator('.recharts-bar-rectangle').first().waitFor();
    await b.page.getByTestId('by-subsidiary').getByText('Filial Manaus').waitFor();
  });
});

describe('locations', () => {
  const b = useBrowser();

  it('places a geofence by clicking the map and saves it', async () => {
    await signIn(b);
    await b.page.goto(b.url('/organization/location'));
    await b.page.getByTestId('locations').waitFor();
    await b.page.getByRole('button', { name: 'Novo local' }).click();
    const drawer = b.page.getByTestId('locations-drawer');
    await drawer.getByLabel('Nome', { exact: true }).fill('Centro de Distribuição');
    const latitude = drawer.getByLabel('Latitude');
    const before = await latitude.inputValue();
    const map = drawer.getByTestId('geofence-map');
    await map.locator('.leaflet-container').waitFor();
    const box = await map.boundingBox();
    // Away from the zoom buttons in the top-left corner.
    await b.page.mouse.click(
      (box?.x ?? 0) + (box?.width ?? 0) * 0.7,
      (box?.y ?? 0) + (box?.height ?? 0) * 0.7,
    );
    await expect.poll(() => latitude.inputValue()).not.toBe(before);
    await drawer.getByLabel('Raio (metros)').fill('250');
    await b.page.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText('Local “Centro de Distribuição” criado.').waitFor();
    await b.page.getByRole('cell', { name: 'Centro de Distribuição' }).first().waitFor();
  });
});
