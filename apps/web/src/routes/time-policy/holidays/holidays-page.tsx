import { Flex } from 'antd';
import { useEffect } from 'react';
import { useListState } from '../../../components/resource/use-list-state';
import { MAX_YEAR, MIN_YEAR } from './calendar-toolbar';
import { HolidayCalendar } from './holiday-calendar';
import { HolidayList } from './holiday-list';

/** The year in the address, when it is one the API serves. */
function yearOf(text: string | undefined): number | undefined {
  const year = Number(text);
  return Number.isInteger(year) && year >= MIN_YEAR && year <= MAX_YEAR ? year : undefined;
}

/**
 * `/time-policy/holiday`: the year's calendar, then the company's own holidays of that year.
 * Year and workplace live in the address (a reload or a shared link shows the same calendar);
 * the list below reads every address parameter as a filter, so it follows the year too.
 */
export function HolidaysPage() {
  const { state, update } = useListState();
  const year = yearOf(state.filters.year);
  const subsidiaryId = state.filters.subsidiary_id || undefined;
  useEffect(() => {
    if (year === undefined) update({ filters: { year: String(new Date().getFullYear()) } });
  });
  // Until the year is in the address, nothing loads (the list would load every year first).
  if (year === undefined) return null;
  return (
    <Flex vertical gap={16}>
      <HolidayCalendar
        year={year}
        subsidiaryId={subsidiaryId}
        onYear={(next) => update({ filters: { year: String(next) } })}
        onSubsidiary={(id) => update({ filters: { subsidiary_id: id } })}
      />
      <HolidayList year={year} />
    </Flex>
  );
}
