import { createInstance, type Namespace, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { importSummary } from '../routes/employees/import-summary';
import { enUS } from './locales/en-US';
import { adminUsers as adminUsersEn } from './locales/en-US/admin-users';
import { employees as employeesEn } from './locales/en-US/employees';
import { organization as organizationEn } from './locales/en-US/organization';
import { rolePermission as rolePermissionEn } from './locales/en-US/role-permission';
import { adminUsers as adminUsersPt } from './locales/pt/admin-users';
import { employees as employeesPt } from './locales/pt/employees';
import { organization as organizationPt } from './locales/pt/organization';
import { rolePermission as rolePermissionPt } from './locales/pt/role-permission';
import { ptWhole as pt } from './locales/pt-whole';

// Counted texts go through i18next plural forms: "1 ativo" / "2 ativos", never "1 ativos".
const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: {
      pt: {
        translation: pt,
        employees: employeesPt,
        organization: organizationPt,
        adminUsers: adminUsersPt,
        rolePermission: rolePermissionPt,
      },
      'en-US': {
        translation: enUS,
        employees: employeesEn,
        organization: organizationEn,
        adminUsers: adminUsersEn,
        rolePermission: rolePermissionEn,
      },
    },
    lng: 'pt',
    fallbackLng: 'pt',
    interpolation: { escapeValue: false },
  });
});

const tIn = (lng: string, ns: Namespace = 'translation') => i18n.getFixedT(lng, ns);

describe('plural texts', () => {
  it.each([
    ['pt', 'crud.total', 0, '0 registros'],
    ['pt', 'crud.total', 1, '1 registro'],
    ['pt', 'crud.total', 2, '2 registros'],
    ['en-US', 'crud.total', 1, '1 record'],
    ['en-US', 'crud.total', 2, '2 records'],
    ['pt', 'organization:structure.headcount', 0, '0 ativos'],
    ['pt', 'organization:structure.headcount', 1, '1 ativo'],
    ['pt', 'organization:structure.headcount', 12, '12 ativos'],
    ['en-US', 'organization:structure.headcount', 1, '1 active'],
    ['pt', 'adminUsers:total', 1, '1 usuário'],
    ['pt', 'adminUsers:total', 2, '2 usuários'],
    ['en-US', 'adminUsers:total', 1, '1 user'],
    ['en-US', 'adminUsers:total', 2, '2 users'],
    [
      'pt',
      'rolePermission:roles.deleteInUse',
      1,
      'Há 1 usuário com este perfil: mude o perfil dele antes de excluir.',
    ],
    [
      'en-US',
      'rolePermission:roles.deleteInUse',
      2,
      '2 users have this role: change their role before deleting it.',
    ],
  ])('%s %s (count %i) → %s', (lng, key, count, text) => {
    // Keys from a table are plain strings: the test looks them up as i18next does at run time.
    const t = tIn(lng) as unknown as (key: string, options: { count: number }) => string;
    expect(t(key, { count })).toBe(text);
  });
});

describe('import summary', () => {
  const result = (n: number, dryRun = false) => ({
    dry_run: dryRun,
    total_rows: n,
    created: n,
    updated: n,
    unchanged: n,
    rejected: Array.from({ length: n }, (_, i) => ({ row: i + 2, errors: [] })),
  });
  const summary = (lng: string, r: ReturnType<typeof result>) =>
    // biome-ignore lint/suspicious/noExplicitAny: the row shape does not matter to the summary.
    importSummary(tIn(lng, 'employees') as TFunction<'employees'>, r as any);

  it.each([
    ['pt', 1, false, '1 linha: 1 novo, 1 atualizado, 1 sem alteração, 1 rejeitada.'],
    ['pt', 2, false, '2 linhas: 2 novos, 2 atualizados, 2 sem alteração, 2 rejeitadas.'],
    ['pt', 1, true, '1 linha: 1 seria cadastrado, 1 atualizado, 1 sem alteração, 1 rejeitada.'],
    ['en-US', 1, false, '1 row: 1 new, 1 updated, 1 unchanged, 1 rejected.'],
    ['en-US', 2, true, '2 rows: 2 would be created, 2 updated, 2 unchanged, 2 rejected.'],
  ])('%s, %i of each (dry run %s) → %s', (lng, n, dryRun, text) => {
    expect(summary(lng, result(n, dryRun))).toBe(text);
  });

  it.each([
    ['pt', /^A planilha não tem nenhuma linha abaixo do cabeçalho/],
    ['en-US', /^The sheet has no rows under the header/],
  ])('an untouched template (no rows) says so in %s', (lng, text) => {
    expect(summary(lng, result(0))).toMatch(text);
  });
});
