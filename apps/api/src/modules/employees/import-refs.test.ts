import { describe, expect, it } from 'vitest';
import { type DepartmentRecord, departmentResolver, nameResolver } from './import-refs.js';

describe('nameResolver', () => {
  const resolve = nameResolver([
    { id: 'sp1', name: 'Filial São Paulo' },
    { id: 'sp2', name: 'Filial Sao Paulo' },
    { id: 'cps', name: 'Filial Campinas' },
  ]);

  it('ignores case, accents and spacing', () => {
    expect(resolve('  filial   CAMPINAS ')).toEqual({ id: 'cps' });
  });

  it('lets the exact spelling break an accent tie, else reports it', () => {
    expect(resolve('FILIAL SÃO PAULO')).toEqual({ id: 'sp1' });
    expect(resolve('filial sao paulo')).toEqual({ id: 'sp2' });
    expect(resolve('Filial Saó Paulo')).toEqual({ error: 'validation.ambiguous_ref' });
  });

  it('reports unknown names', () => {
    expect(resolve('Filial Santos')).toEqual({ error: 'validation.not_found_ref' });
  });
});

describe('departmentResolver', () => {
  const records: DepartmentRecord[] = [
    { id: 'ops', name: 'Operações', parentId: null, subsidiaryId: null },
    { id: 'ops-log', name: 'Logística', parentId: 'ops', subsidiaryId: 's1' },
    { id: 'log', name: 'Logística', parentId: null, subsidiaryId: 's2' },
    { id: 'adm', name: 'Administrativo', parentId: null, subsidiaryId: null },
    { id: 'adm-rh', name: 'RH', parentId: 'adm', subsidiaryId: null },
    { id: 'ops-rh', name: 'RH', parentId: 'ops', subsidiaryId: null },
  ];
  const resolve = departmentResolver(records);

  it('finds a unique name anywhere in the tree', () => {
    expect(resolve('administrativo', undefined)).toEqual({ id: 'adm' });
  });

  it('takes a path, with any spacing around the slashes', () => {
    expect(resolve('Operações / Logística', undefined)).toEqual({ id: 'ops-log' });
    expect(resolve('operacoes/logistica', undefined)).toEqual({ id: 'ops-log' });
    expect(resolve('Administrativo / RH', undefined)).toEqual({ id: 'adm-rh' });
  });

  it('prefers the department whose whole path was given', () => {
    // "Logística" is the whole path of the top-level one and the end of Operações / Logística.
    expect(resolve('Logística', undefined)).toEqual({ id: 'log' });
  });

  it("uses the employee's subsidiary, then asks for the path", () => {
    expect(resolve('RH', undefined)).toEqual({ error: 'validation.department_ambiguous' });
    expect(resolve('Operações / RH', undefined)).toEqual({ id: 'ops-rh' });
    expect(resolve('Contabilidade', undefined)).toEqual({ error: 'validation.not_found_ref' });
  });
});
