import type { Holiday, HolidayBody, HolidayScope } from '@ponteiro/shared';
import dayjs, { type Dayjs } from 'dayjs';

/** The holiday form: a date picker's day, texts as typed, '' for "none" in the selects. */
export interface HolidayValues {
  date: Dayjs | null;
  name: string;
  scope: HolidayScope;
  state: string;
  city: string;
  /** '' = every workplace. */
  subsidiary_id: string;
  recurring: boolean;
}

export const HOLIDAY_FIELDS = [
  'date',
  'name',
  'scope',
  'state',
  'city',
  'subsidiary_id',
  'recurring',
] as const;

/** A kept holiday as form values; a new one is municipal and repeats (the usual case). */
export function holidayValues(item: Holiday | null): HolidayValues {
  return {
    date: item ? dayjs(item.date) : null,
    name: item?.name ?? '',
    scope: item?.scope ?? 'municipal',
    state: item?.state ?? '',
    city: item?.city ?? '',
    subsidiary_id: item?.subsidiary_id ?? '',
    recurring: item?.recurring ?? true,
  };
}

/**
 * Form values → API body. Fields another scope hid keep their values in the form (switching back
 * restores them) but are not sent: a state day has no city, a company day no state.
 */
export function holidayBody(values: HolidayValues): HolidayBody {
  const { scope } = values;
  return {
    date: values.date ? values.date.format('YYYY-MM-DD') : '',
    name: values.name.trim(),
    scope,
    state: scope === 'company' ? null : values.state || null,
    city: scope === 'municipal' ? values.city.trim() || null : null,
    subsidiary_id: scope === 'company' ? values.subsidiary_id || null : null,
    recurring: values.recurring,
  };
}
