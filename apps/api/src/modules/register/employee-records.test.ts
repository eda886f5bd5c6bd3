import { describe, expect, it } from 'vitest';
import { type EmployeeChange, employeeRecords, type RegisterEmployee } from './employee-records.js';

const actor = { responsibleCpf: '52998224725', userId: null };
const ana: RegisterEmployee = {
  id: 'e1',
  cpf: '11144477735',
  name: 'Ana Lima',
  subsidiaryId: 'A',
  status: 'active',
};

/** [subsidiary, operation, name] of each record a change makes. */
const made = (change: EmployeeChange) =>
  employeeRecords(change, actor).map(({ subsidiaryId, record }) => [
    subsidiaryId,
    record.type === '5' ? record.operation : record.type,
    record.type === '5' ? record.name : '',
  ]);

describe('type-5 records of an employee change', () => {
  it.each<[string, EmployeeChange, unknown[]]>([
    ['a new active employee is included', { after: ana }, [['A', 'I', 'Ana Lima']]],
    ['a new disabled employee is not in the REP', { after: { ...ana, status: 'disabled' } }, []],
    [
      'a name change is an alteração',
      { before: ana, after: { ...ana, name: 'Ana Lima Souza' } },
      [['A', 'A', 'Ana Lima Souza']],
    ],
    [
      'a CPF change is an alteração',
      { before: ana, after: { ...ana, cpf: '52998224725' } },
      [['A', 'A', 'Ana Lima']],
    ],
    ['other changes write nothing', { before: ana, after: { ...ana } }, []],
    [
      'disabling excludes',
      { before: ana, after: { ...ana, status: 'disabled' } },
      [['A', 'E', 'Ana Lima']],
    ],
    [
      'enabling includes',
      { before: { ...ana, status: 'disabled' }, after: ana },
      [['A', 'I', 'Ana Lima']],
    ],
    [
      'moving excludes from the old REP and includes in the new one',
      { before: ana, after: { ...ana, subsidiaryId: 'B', name: 'Ana L.' } },
      [
        ['A', 'E', 'Ana Lima'],
        ['B', 'I', 'Ana L.'],
      ],
    ],
    [
      'changes of a disabled employee write nothing',
      { before: { ...ana, status: 'disabled' }, after: { ...ana, status: 'disabled', name: 'X' } },
      [],
    ],
  ])('%s', (_name, change, expected) => {
    expect(made(change)).toEqual(expected);
  });

  it('cuts the name to the 52 characters of the layout and keeps who did it', () => {
    const long = { ...ana, name: 'N'.repeat(60) };
    const [first] = employeeRecords({ after: long }, actor);
    const record = first!.record as { name: string; responsibleCpf: string };
    expect(record.name).toHaveLength(52);
    expect(record.responsibleCpf).toBe('52998224725');
  });
});
