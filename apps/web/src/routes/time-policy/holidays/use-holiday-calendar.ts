import {
  type CalendarDay,
  endpoints,
  type OptionalHolidayKey,
  type Subsidiary,
} from '@ponteiro/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { useOptions } from '../../../components/resource/use-options';
import { toast } from '../../../feedback/toast';
import { useCalendarTranslation } from '../calendar-texts';

/**
 * The year's days for one workplace or the whole company. Its key sits under the holidays list's
 * (`time-policy/holidays/…`), so saving, deleting or importing holidays redraws it too.
 */
export function useHolidayCalendar(year: number, subsidiaryId: string | undefined) {
  const query = { year, ...(subsidiaryId ? { subsidiary_id: subsidiaryId } : {}) };
  return useQuery({
    queryKey: queryKeyOf(endpoints.timePolicy.holidayCalendar, { query }),
    queryFn: () => callOperation(endpoints.timePolicy.holidayCalendar, { query }, { silent: true }),
    // The previous year stays on screen while the next one loads (no blank months in between).
    placeholderData: keepPreviousData,
  });
}

/** The company's workplaces (picker, and the names of the days that apply to one of them). */
export function useWorkplaces() {
  const result = useOptions<Subsidiary>(endpoints.organization.subsidiaries);
  const workplaces = result.data?.results ?? [];
  return {
    workplaces,
    nameOf: (id: string) => workplaces.find((w) => w.id === id)?.name,
  };
}

/**
 * Adopting or dropping one optional day of `year`: the API takes the year's whole adopted list,
 * so it is the calendar's list with that one day changed.
 */
export function useAdoption(year: number, days: readonly CalendarDay[]) {
  const { t } = useCalendarTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ day, adopted }: { day: CalendarDay; adopted: boolean }) => {
      const others = days
        .filter((d) => d.optional !== null && d.adopted && d.optional !== day.optional)
        .map((d) => d.optional as OptionalHolidayKey);
      const list = adopted && day.optional ? [...others, day.optional] : others;
      return callOperation(endpoints.timePolicy.adoptOptionalHolidays, {
        body: { year, adopted: list },
      });
    },
    onSuccess: async (_answer, { day, adopted }) => {
      toast.success(
        t(adopted ? 'optional.adoptedToast' : 'optional.droppedToast', { name: day.name, year }),
      );
      await queryClient.invalidateQueries({
        queryKey: queryKeyOf(endpoints.timePolicy.holidayCalendar),
      });
    },
  });
}
