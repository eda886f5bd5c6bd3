import type { DayFiguresData, ExplainData, TimesheetData, TimesheetDay } from '@ponteiro/shared';
import { Table, type TableColumnsType } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { todayIso } from '../punch-log/use-punch-list';
import { useTimesheetsTranslation } from '../texts';
import { CancelLeaveDialog } from './cancel-leave-dialog';
import { type DayAction, DayActions } from './day-actions';
import { DayExplanation } from './day-explanation';
import { FIGURE_FIELDS, overtimeFields } from './explain';
import { Figure } from './figure';
import { DayCell, FlagsCell, LeaveCell, ScheduleCell, ShortfallCell } from './grid-cells';
import { IncludeDialog } from './include-dialog';
import { LeaveDialog } from './leave-dialog';
import { formatMinutes, formatOptional, overtimeRates } from './minutes';
import { PunchTreatmentDialog } from './punch-treatment-dialog';
import { PunchesCell } from './punches-cell';
import { useGridKeyboard } from './use-grid-keyboard';
import './timesheet.css';

/** A column of the grid: the day's cell and, when it has one, the period's total. */
interface GridColumn {
  key: string;
  title: string;
  width?: number;
  align?: 'right';
  day: (day: TimesheetDay) => ReactNode;
  total?: (totals: DayFiguresData) => ReactNode;
}

const NO_EXPLAIN: readonly ExplainData[] = [];

/** A minutes figure of a day with its explanation, or of the totals without one. */
function minutesColumn(
  key: string,
  title: string,
  figure: (figures: DayFiguresData) => number,
  fields: readonly string[],
  format: (minutes: number) => string = formatMinutes,
): GridColumn {
  return {
    key,
    title,
    width: 88,
    align: 'right',
    day: (day) => (
      <Figure explain={day.explain} fields={fields} testId={`figure-${key}`}>
        {format(figure(day))}
      </Figure>
    ),
    total: (totals) => (
      <Figure explain={NO_EXPLAIN} fields={fields} testId={`total-${key}`}>
        {format(figure(totals))}
      </Figure>
    ),
  };
}

/**
 * One employee's period as a grid: a row per workday (schedule, punches with their treatments,
 * worked, night, overtime by rate, deficit, bank, flags, leave) and the totals; hovering a figure
 * shows how the engine got it. Rows are a roving tab stop (↑/↓ or j/k, Enter opens the day's
 * actions). With `readOnly`, or when the server says the caller may not treat, there are no
 * actions: the employee's own mirror.
 */
export function TimesheetGrid({
  timesheet,
  readOnly = false,
}: {
  timesheet: TimesheetData;
  readOnly?: boolean;
}) {
  const { t } = useTimesheetsTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [menuDate, setMenuDate] = useState<string | null>(null);
  const [action, setAction] = useState<DayAction | null>(null);
  const { employee, days, totals } = timesheet;
  const timeZone = employee.time_zone;
  const canTreat = timesheet.can_treat && !readOnly;
  const byDate = new Map(days.map((day) => [day.date, day]));
  const keyboard = useGridKeyboard({
    dates: days.map((day) => day.date),
    preferred: todayIso(),
    container,
    onEnter: canTreat
      ? (date) => {
          if (!byDate.get(date)?.closed) setMenuDate(date);
        }
      : undefined,
  });
  const focusedDay = keyboard.focused === undefined ? undefined : byDate.get(keyboard.focused);

  const rates = overtimeRates([...days, totals]);
  const columns: GridColumn[] = [
    {
      key: 'day',
      title: t('grid.columns.day'),
      width: 132,
      day: (day) => <DayCell day={day} />,
      total: () => <strong>{t('grid.total')}</strong>,
    },
    {
      key: 'schedule',
      title: t('grid.columns.schedule'),
      width: 150,
      day: (day) => <ScheduleCell day={day} />,
      total: (figures) => (
        <span title={t('grid.scheduledTotal')}>{formatMinutes(figures.scheduledMinutes)}</span>
      ),
    },
    {
      key: 'punches',
      title: t('grid.columns.punches'),
      width: 210,
      day: (day) => <PunchesCell day={day} timeZone={timeZone} />,
    },
    minutesColumn('worked', t('grid.columns.worked'), (f) => f.workedMinutes, FIGURE_FIELDS.worked),
    minutesColumn(
      'night',
      t('grid.columns.night'),
      (f) => f.nightCreditedMinutes,
      FIGURE_FIELDS.night,
      formatOptional,
    ),
    ...rates.map((rate) =>
      minutesColumn(
        `overtime-${rate}`,
        t('grid.columns.overtime', { rate }),
        (f) => f.overtime[rate] ?? 0,
        overtimeFields(rate),
        formatOptional,
      ),
    ),
    // Overtime approved by request (issue 17): the rest of the day's overtime is unauthorized.
    ...(rates.length > 0
      ? [
          {
            key: 'authorized',
            title: t('grid.columns.authorized'),
            width: 96,
            align: 'right' as const,
            day: (day: TimesheetDay) => (
              <span data-testid="figure-authorized" title={t('grid.authorizedHint')}>
                {formatOptional(day.authorized_overtime_minutes)}
              </span>
            ),
            total: () => (
              <span data-testid="total-authorized">
                {formatOptional(days.reduce((sum, d) => sum + d.authorized_overtime_minutes, 0))}
              </span>
            ),
          },
        ]
      : []),
    {
      key: 'shortfall',
      title: t('grid.columns.shortfall'),
      width: 150,
      day: (day) => <ShortfallCell figures={day} explain={day.explain} />,
      total: (figures) => <ShortfallCell figures={figures} explain={NO_EXPLAIN} />,
    },
    minutesColumn(
      'bank',
      t('grid.columns.bank'),
      (f) => f.hoursBankMinutes,
      FIGURE_FIELDS.bank,
      formatOptional,
    ),
    {
      key: 'flags',
      title: t('grid.columns.flags'),
      width: 170,
      day: (day) => <FlagsCell day={day} />,
    },
    {
      key: 'leave',
      title: t('grid.columns.leave'),
      width: 160,
      day: (day) => <LeaveCell day={day} />,
    },
    ...(canTreat
      ? [
          {
            key: 'actions',
            title: t('grid.columns.actions'),
            width: 110,
            day: (day: TimesheetDay) => (
              <DayActions
                day={day}
                timeZone={timeZone}
                open={menuDate === day.date}
                onOpenChange={(open) => setMenuDate(open ? day.date : null)}
                onAction={setAction}
              />
            ),
          },
        ]
      : []),
  ];

  const tableColumns: TableColumnsType<TimesheetDay> = columns.map((column) => ({
    key: column.key,
    title: column.title,
    width: column.width,
    align: column.align,
    render: (_: unknown, day: TimesheetDay) => column.day(day),
  }));

  const rowClassName = (day: TimesheetDay) =>
    [
      'ts-row',
      day.date === keyboard.focused ? 'ts-row--focused' : '',
      day.closed ? 'ts-row--closed' : '',
      day.pending ? 'ts-row--pending' : '',
      day.schedule && day.schedule.pairs.length === 0 ? 'ts-row--off' : '',
    ]
      .filter(Boolean)
      .join(' ');

  const close = () => setAction(null);
  return (
    <div ref={container} className="ts-grid" data-testid="timesheet-grid">
      <p className="cell-muted ts-grid__hint">
        {canTreat ? t('grid.keyboardTreat') : t('grid.keyboard')}
      </p>
      <Table<TimesheetDay>
        size="small"
        rowKey="date"
        sticky
        pagination={false}
        columns={tableColumns}
        dataSource={days}
        scroll={{ x: 'max-content' }}
        rowClassName={rowClassName}
        onRow={(day) => keyboard.rowProps(day.date)}
        summary={() => (
          <Table.Summary.Row className="ts-totals" data-testid="timesheet-totals">
            {columns.map((column, index) => (
              <Table.Summary.Cell key={column.key} index={index} align={column.align}>
                {column.total?.(totals) ?? null}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        )}
      />
      {focusedDay ? <DayExplanation day={focusedDay} /> : null}
      {action?.kind === 'include' ? (
        <IncludeDialog
          employeeId={employee.id}
          day={action.day}
          timeZone={timeZone}
          onClose={close}
        />
      ) : null}
      {action?.kind === 'disregard' || action?.kind === 'undo' ? (
        <PunchTreatmentDialog
          target={
            action.kind === 'disregard'
              ? { action: 'disregard', date: action.day.date, punch: action.punch }
              : {
                  action: 'undo',
                  date: action.day.date,
                  punch: action.punch,
                  treatment: action.treatment,
                }
          }
          name={employee.name}
          timeZone={timeZone}
          onClose={close}
        />
      ) : null}
      {action?.kind === 'justify' ? (
        <LeaveDialog
          employeeId={employee.id}
          name={employee.name}
          date={action.day.date}
          onClose={close}
        />
      ) : null}
      {action?.kind === 'cancelLeave' ? (
        <CancelLeaveDialog leave={action.leave} onClose={close} />
      ) : null}
    </div>
  );
}
