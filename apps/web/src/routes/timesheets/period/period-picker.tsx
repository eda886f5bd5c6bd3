import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import { formatDate } from '../../../i18n/format';
import { useTimesheetsTranslation } from '../texts';
import { isWholeMonth, monthOf, type Period, shiftMonth } from './month';

/**
 * The month shown, with the previous and next month a click away. A period that is not a whole
 * month (a link from elsewhere) is named by its dates next to the picker.
 */
export function PeriodPicker({
  period,
  onChange,
}: {
  period: Period;
  onChange: (period: Period) => void;
}) {
  const { t } = useTimesheetsTranslation();
  return (
    <Space size={4} wrap data-testid="period-picker">
      <Button
        icon={<LeftOutlined />}
        aria-label={t('period.previous')}
        title={t('period.previous')}
        onClick={() => onChange(shiftMonth(period, -1))}
      />
      <DatePicker
        picker="month"
        allowClear={false}
        format="MM/YYYY"
        aria-label={t('period.month')}
        value={dayjs(period.from)}
        onChange={(value) => {
          if (value) onChange(monthOf(value.format('YYYY-MM-DD')));
        }}
      />
      <Button
        icon={<RightOutlined />}
        aria-label={t('period.next')}
        title={t('period.next')}
        onClick={() => onChange(shiftMonth(period, 1))}
      />
      {isWholeMonth(period) ? null : (
        <span className="cell-muted" data-testid="period-dates">
          {t('period.range', { from: formatDate(period.from), to: formatDate(period.to) })}
        </span>
      )}
    </Space>
  );
}
