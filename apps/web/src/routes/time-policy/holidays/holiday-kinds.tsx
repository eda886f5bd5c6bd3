import type { CalendarDay, Holiday } from '@ponteiro/shared';
import type { CalendarT } from '../calendar-texts';
import './holidays.css';

// Each kind of day has its colour (legend, calendar cells, badges). An optional day the company
// did not adopt is drawn apart: it is in the calendar but it is a working day.

export type StyleKind =
  | 'national'
  | 'optional'
  | 'optional-off'
  | 'state'
  | 'municipal'
  | 'company';

/** Which colour wins when a day has several holidays: the widest one. */
export const STYLE_ORDER: StyleKind[] = [
  'national',
  'state',
  'municipal',
  'company',
  'optional',
  'optional-off',
];

export function styleKind(day: Pick<CalendarDay, 'kind' | 'adopted'>): StyleKind {
  return day.kind === 'optional' && !day.adopted ? 'optional-off' : day.kind;
}

/** The kind's name; an optional day also says whether it was adopted. */
export function kindText(t: CalendarT, kind: StyleKind): string {
  if (kind === 'optional') return t('calendar.optionalAdopted');
  if (kind === 'optional-off') return t('calendar.optionalNotAdopted');
  return t(`kinds.${kind}`);
}

/** A colour square and the kind's name (legend, lists). */
export function KindBadge({ t, kind }: { t: CalendarT; kind: StyleKind }) {
  return (
    <span className={`holiday-badge holiday-kind--${kind}`}>
      <span className="holiday-badge__swatch" aria-hidden="true" />
      {kindText(t, kind)}
    </span>
  );
}

type Placed = Pick<Holiday, 'state' | 'city' | 'subsidiary_id'> & {
  kind: CalendarDay['kind'];
};

/** Where a day applies: the whole country, a UF, a city, or the company's workplaces. */
export function placeOf(
  t: CalendarT,
  day: Placed,
  workplaceName: (id: string) => string | undefined,
) {
  switch (day.kind) {
    case 'national':
    case 'optional':
      return t('place.country');
    case 'state':
      return day.state ?? '—';
    case 'municipal':
      return [day.city, day.state].filter(Boolean).join('/');
    case 'company':
      return day.subsidiary_id
        ? (workplaceName(day.subsidiary_id) ?? '—')
        : t('place.allWorkplaces');
  }
}
