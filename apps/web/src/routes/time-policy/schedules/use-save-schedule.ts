import { endpoints, type Schedule, type ScheduleBody } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { callOperation } from '../../../api/operations';
import { toast } from '../../../feedback/toast';
import { applyServerErrors } from '../../../forms/server-errors';
import { SCHEDULES_KEY } from '../queries';
import { useTimePolicyTranslation } from '../texts';
import { type ScheduleFormValues, scheduleBodyOf } from './schedule-form-values';

/** Body fields that are form fields of their own: the API's errors on them go next to them. */
const FIELDS = ['name', 'code', 'effective_from'];

/** The API's messages on `schedule` or `rules` (or anything below them, e.g. `schedule.anchor`). */
function messagesAt(error: unknown, prefix: string): string | undefined {
  if (!isApiError(error)) return undefined;
  const messages = Object.entries(error.fieldErrors)
    .filter(([field]) => field === prefix || field.startsWith(`${prefix}.`))
    .flatMap(([, list]) => list);
  return messages.length > 0 ? messages.join(' ') : undefined;
}

export interface SaveErrors {
  /** Above the form (what no field holds). */
  form?: string;
  /** Shown with the times and with the rules. */
  schedule?: string;
  rules?: string;
}

/**
 * Creates or updates a schedule (an update with new times or rules becomes a version); the API's
 * 409 on a name or code and its 400s land next to their fields or sections.
 */
export function useSaveSchedule(
  schedule: Schedule | null,
  form: FormInstance<ScheduleFormValues>,
  onSaved: () => void,
) {
  const { t } = useTimePolicyTranslation();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<SaveErrors>({});
  const save = useMutation({
    mutationFn: (body: ScheduleBody) =>
      schedule
        ? callOperation(
            endpoints.timePolicy.schedules.update,
            { params: { id: schedule.id }, body },
            { silent: true },
          )
        : callOperation(endpoints.timePolicy.schedules.create, { body }, { silent: true }),
    onSuccess: async (saved) => {
      toast.success(t(schedule ? 'form.saved' : 'form.created', { name: saved.name }));
      await queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY });
      onSaved();
    },
    onError: (caught) =>
      setErrors({
        form: applyServerErrors(form, caught, FIELDS),
        schedule: messagesAt(caught, 'schedule'),
        rules: messagesAt(caught, 'rules'),
      }),
  });
  return {
    errors,
    pending: save.isPending,
    /** Sends the form; `problem` (the engine's objection to a day) stops it with a message. */
    submit(values: ScheduleFormValues, problem: boolean) {
      if (problem) {
        setErrors({ form: t('form.fixErrors') });
        return;
      }
      setErrors({});
      save.mutate(scheduleBodyOf(values));
    },
    failed: () => setErrors({ form: t('form.fixErrors') }),
  };
}
