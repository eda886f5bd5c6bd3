import { UploadOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { ListError } from '../../../components/resource/list-search';
import { useCan } from '../../../session/use-can';
import { useCalendarTranslation } from '../calendar-texts';
import { CalendarToolbar } from './calendar-toolbar';
import { CardHeading } from './card-heading';
import { DayDetails } from './day-details';
import { HolidayLegend } from './holiday-legend';
import { HolidayImportDialog } from './import-dialog';
import { OptionalDays } from './optional-days';
import { useHolidayCalendar, useWorkplaces } from './use-holiday-calendar';
import { YearCalendar } from './year-calendar';
import { YearDays } from './year-days';

export interface CalendarPlace {
  year: number;
  subsidiaryId: string | undefined;
  onYear: (year: number) => void;
  onSubsidiary: (id: string | undefined) => void;
}

/**
 * The year's calendar for the whole company or one workplace: twelve months coloured by kind,
 * the picked day's holidays, the optional days to adopt, the year's list; import from CSV.
 */
export function HolidayCalendar(props: CalendarPlace) {
  const { t } = useCalendarTranslation();
  const can = useCan();
  const calendar = useHolidayCalendar(props.year, props.subsidiaryId);
  const { workplaces, nameOf } = useWorkplaces();
  const [picked, setPicked] = useState<string>();
  const [importing, setImporting] = useState(false);
  const days = calendar.data ?? [];
  // A day picked in another year or workplace is not on screen any more.
  const selected = days.some((d) => d.date === picked) ? picked : undefined;

  return (
    <section className="page-card page-card--wide" data-testid="holiday-calendar">
      <CardHeading
        title={t('calendar.title')}
        subtitle={t('calendar.subtitle')}
        actions={
          can('settings.time_policy.holiday.add') ? (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('calendar.import')}
            </Button>
          ) : null
        }
      />
      <CalendarToolbar {...props} workplaces={workplaces} />
      <HolidayLegend />
      <ListError
        error={calendar.error}
        message={t('calendar.loadError')}
        retry={() => void calendar.refetch()}
      />
      <div className="holiday-layout">
        <Spin spinning={calendar.isFetching}>
          <YearCalendar
            year={props.year}
            days={days}
            selected={selected}
            onSelect={(date) => setPicked(date === selected ? undefined : date)}
          />
        </Spin>
        <div className="holiday-aside">
          {selected ? (
            <DayDetails
              date={selected}
              holidays={days.filter((d) => d.date === selected)}
              workplaceName={nameOf}
              onClose={() => setPicked(undefined)}
            />
          ) : null}
          <OptionalDays year={props.year} days={days} />
        </div>
      </div>
      <YearDays year={props.year} days={days} loading={calendar.isLoading} workplaceName={nameOf} />
      {importing ? (
        <HolidayImportDialog year={props.year} onClose={() => setImporting(false)} />
      ) : null}
    </section>
  );
}
