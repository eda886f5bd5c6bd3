import { DownOutlined, LockOutlined } from '@ant-design/icons';
import type { EmployeeLeave, TimesheetDay, TimesheetPunch, Treatment } from '@ponteiro/shared';
import { Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import { formatDate } from '../../../i18n/format';
import { type TimesheetsT, useTimesheetsTranslation } from '../texts';
import { activeTreatment, punchTime } from './punches-cell';

/** What a manager may do on a day of the grid. */
export type DayAction =
  | { kind: 'include'; day: TimesheetDay }
  | { kind: 'disregard'; day: TimesheetDay; punch: TimesheetPunch }
  | { kind: 'undo'; day: TimesheetDay; punch: TimesheetPunch; treatment: Treatment }
  | { kind: 'justify'; day: TimesheetDay }
  | { kind: 'cancelLeave'; day: TimesheetDay; leave: EmployeeLeave };

interface Item {
  key: string;
  label: string;
  action: DayAction;
  danger?: boolean;
}

/**
 * The day's actions, in menu order: include a punch; per punch, disregard an original that counts
 * or undo what was done to it (an inclusion, a disregard); justify the absence, or cancel the leave.
 */
export function dayActionItems(day: TimesheetDay, timeZone: string, t: TimesheetsT): Item[] {
  const items: Item[] = [
    { key: 'include', label: t('grid.actions.include'), action: { kind: 'include', day } },
  ];
  for (const punch of day.punches) {
    const time = punchTime(punch, timeZone);
    if (punch.kind === 'recorded' && punch.status === 'valid') {
      items.push({
        key: `disregard:${punch.id}`,
        label: t('grid.actions.disregard', { time }),
        action: { kind: 'disregard', day, punch },
        danger: true,
      });
    }
    const inclusion = punch.kind === 'included' ? activeTreatment(punch, 'include') : undefined;
    const disregard = activeTreatment(punch, 'disregard');
    const treatment = inclusion ?? disregard;
    if (treatment) {
      items.push({
        key: `undo:${treatment.id}`,
        label:
          treatment.kind === 'include'
            ? t('grid.actions.undoInclude', { time })
            : t('grid.actions.undoDisregard', { time }),
        action: { kind: 'undo', day, punch, treatment },
      });
    }
  }
  if (day.leave) {
    items.push({
      key: 'cancelLeave',
      label: t('grid.actions.cancelLeave'),
      action: { kind: 'cancelLeave', day, leave: day.leave },
      danger: true,
    });
  } else {
    items.push({
      key: 'justify',
      label: t('grid.actions.justify'),
      action: { kind: 'justify', day },
    });
  }
  return items;
}

/**
 * The "Ações" menu of a day (also opened by Enter on the row). A closed day shows a lock and no
 * menu: the server refuses treatments there until the period is reopened.
 */
export function DayActions({
  day,
  timeZone,
  open,
  onOpenChange,
  onAction,
}: {
  day: TimesheetDay;
  timeZone: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAction: (action: DayAction) => void;
}) {
  const { t } = useTimesheetsTranslation();
  const label = t('grid.actions.label', { day: formatDate(day.date) });
  if (day.closed) {
    return (
      <Tooltip title={t('grid.actions.closed')}>
        <Button size="small" icon={<LockOutlined />} disabled aria-label={label}>
          {t('grid.actions.button')}
        </Button>
      </Tooltip>
    );
  }
  const items = dayActionItems(day, timeZone, t);
  const menu: MenuProps = {
    items: items.map(({ key, label: text, danger }) => ({ key, label: text, danger })),
    onClick: ({ key }) => {
      const item = items.find((one) => one.key === key);
      onOpenChange(false);
      if (item) onAction(item.action);
    },
  };
  return (
    <Dropdown menu={menu} trigger={['click']} open={open} onOpenChange={onOpenChange} autoFocus>
      <Button size="small" aria-label={label} data-testid="day-actions">
        {t('grid.actions.button')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
