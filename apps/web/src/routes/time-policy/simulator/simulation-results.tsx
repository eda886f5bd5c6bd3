import type { Simulation, SimulationEmployee, SimulationFigures } from '@ponteiro/shared';
import { Alert, Card, Input, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { type FigureKey, figureText } from './figures-format';
import { tone } from './simulator-values';
import { useSimulatorTranslation } from './texts';

const CARDS: { key: FigureKey; label: string }[] = [
  { key: 'overtime_minutes', label: 'overtime' },
  { key: 'night_credited_minutes', label: 'night' },
  { key: 'deficit_minutes', label: 'deficit' },
  { key: 'absence_minutes', label: 'absence' },
  { key: 'bank_minutes', label: 'bank' },
  { key: 'rest_breach_days', label: 'rest' },
  { key: 'cost', label: 'cost' },
];

const COLUMNS: { key: FigureKey; label: string }[] = [
  { key: 'overtime_minutes', label: 'overtime' },
  { key: 'night_credited_minutes', label: 'night' },
  { key: 'deficit_minutes', label: 'deficit' },
  { key: 'absence_minutes', label: 'absence' },
  { key: 'bank_minutes', label: 'bank' },
  { key: 'rest_breach_days', label: 'rest' },
  { key: 'cost', label: 'cost' },
];

/** "computed → proposed" and the difference, coloured by whether it is good for the company. */
function Change({
  figures,
  name,
}: {
  figures: {
    baseline: SimulationFigures;
    proposed: SimulationFigures;
    difference: SimulationFigures;
  };
  name: FigureKey;
}) {
  const diff = figures.difference[name];
  return (
    <span className="simulator__change">
      <span>
        {figureText(figures.baseline, name)} → {figureText(figures.proposed, name)}
      </span>
      <span className={`simulator__diff simulator__diff--${tone(name, diff)}`}>
        {diff === 0 || diff === null ? '' : figureText(figures.difference, name, true)}
      </span>
    </span>
  );
}

function TotalsCards({ simulation }: { simulation: Simulation }) {
  const { t } = useSimulatorTranslation();
  const totals = simulation.result!.totals;
  return (
    <div className="simulator__cards" data-testid="simulator-totals">
      {CARDS.map(({ key, label }) => (
        <Card key={key} size="small" data-testid={`simulator-total-${label}`}>
          <div className="simulator__card-title">{t(`result.cards.${label}` as never)}</div>
          <Change figures={totals} name={key} />
          {key === 'cost' && totals.baseline.cost === null ? (
            <div className="cell-muted">{t('result.noSalary')}</div>
          ) : null}
        </Card>
      ))}
    </div>
  );
}

function EmployeesTable({ employees }: { employees: SimulationEmployee[] }) {
  const { t } = useSimulatorTranslation();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const words = search.trim().toLocaleLowerCase();
    return words
      ? employees.filter((e) =>
          `${e.name} ${e.registration ?? ''} ${e.department ?? ''}`
            .toLocaleLowerCase()
            .includes(words),
        )
      : employees;
  }, [employees, search]);
  const columns: ColumnsType<SimulationEmployee> = [
    {
      key: 'employee',
      title: t('result.columns.employee'),
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (_, e) => (
        <span>
          {e.name}
          {e.department ? <span className="cell-muted"> · {e.department}</span> : null}
          {e.error ? (
            <Tooltip title={t('result.engineError', { message: e.error })}>
              <span className="simulator__diff--bad"> ⚠</span>
            </Tooltip>
          ) : null}
        </span>
      ),
    },
    ...COLUMNS.map(({ key, label }) => ({
      key,
      title: t(`result.columns.${label}` as never),
      sorter: (a: SimulationEmployee, b: SimulationEmployee) =>
        (a.difference[key] ?? 0) - (b.difference[key] ?? 0),
      render: (_: unknown, e: SimulationEmployee) => <Change figures={e} name={key} />,
    })),
  ];
  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('result.search')}
        aria-label={t('result.search')}
        className="simulator__search"
        onChange={(event) => setSearch(event.target.value)}
      />
      <Table<SimulationEmployee>
        rowKey="id"
        size="small"
        data-testid="simulator-employees"
        columns={columns}
        dataSource={shown}
        locale={{ emptyText: t('result.empty') }}
        pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: true }}
      />
    </>
  );
}

/** The comparison of a finished simulation: totals as cards, then each employee side by side. */
export function SimulationResults({ simulation }: { simulation: Simulation }) {
  const { t } = useSimulatorTranslation();
  const result = simulation.result!;
  return (
    <div data-testid="simulator-results">
      <TotalsCards simulation={simulation} />
      <Alert
        type="info"
        showIcon
        className="simulator__cost-help"
        message={t('result.costHelp', { count: result.with_salary })}
      />
      <EmployeesTable employees={result.employees} />
    </div>
  );
}
