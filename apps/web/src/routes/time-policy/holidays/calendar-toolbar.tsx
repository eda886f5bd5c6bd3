import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { Subsidiary } from '@ponteiro/shared';
import { Button, Select, Space } from 'antd';
import { useCalendarTranslation } from '../calendar-texts';

/** The years offered around the one on screen (the arrows go further, one at a time). */
const YEARS_AROUND = 5;
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2199;

/** Year (previous, pick, next) and workplace ("all" or one) of the calendar. */
export function CalendarToolbar(props: {
  year: number;
  subsidiaryId: string | undefined;
  workplaces: readonly Subsidiary[];
  onYear: (year: number) => void;
  onSubsidiary: (id: string | undefined) => void;
}) {
  const { t } = useCalendarTranslation();
  const { year } = props;
  const years = Array.from({ length: 2 * YEARS_AROUND + 1 }, (_, k) => year - YEARS_AROUND + k)
    .filter((y) => y >= MIN_YEAR && y <= MAX_YEAR)
    .map((y) => ({ value: y, label: String(y) }));
  return (
    <div className="holiday-toolbar">
      <Space.Compact>
        <Button
          icon={<LeftOutlined />}
          aria-label={t('calendar.previousYear')}
          disabled={year <= MIN_YEAR}
          onClick={() => props.onYear(year - 1)}
        />
        <Select
          aria-label={t('calendar.year')}
          value={year}
          options={years}
          style={{ minWidth: 96 }}
          onChange={props.onYear}
        />
        <Button
          icon={<RightOutlined />}
          aria-label={t('calendar.nextYear')}
          disabled={year >= MAX_YEAR}
          onClick={() => props.onYear(year + 1)}
        />
      </Space.Compact>
      <Select
        aria-label={t('calendar.workplace')}
        value={props.subsidiaryId ?? ''}
        showSearch={{ optionFilterProp: 'label' }}
        options={[
          { value: '', label: t('place.allWorkplaces') },
          ...props.workplaces.map((w) => ({ value: w.id, label: w.name })),
        ]}
        onChange={(id: string) => props.onSubsidiary(id || undefined)}
      />
    </div>
  );
}
