import { endpoints } from '@ponteiro/shared';
import { Button, DatePicker, Form, type FormInstance, Skeleton } from 'antd';
import { isApiError } from '../../api/api-error';
import { callOperation } from '../../api/operations';
import { currentLanguage, i18n } from '../../i18n';
import { datePickerProps } from '../../i18n/date-input';
import { SchedulePicker } from './assign-schedule-dialog';
import type { EmployeeFormValues } from './form-values';
import { useScheduleAssignments } from './schedule-queries';
import { CurrentSchedule, SCHEDULE_SECTION_ID } from './schedule-status';
import { useEmployeesTranslation } from './texts';

// The employee form's "Horário de trabalho". Assignments are dated records with a history, so the
// form does not edit them: on an existing employee it shows the one in force and leads to the side
// panel's section; on a new one it offers a first schedule, assigned right after the employee is
// created (a second call: the API creates employees and assignments separately).

/** Moves to the side panel's schedule section (beside the form, or below it on a narrow screen). */
function goToScheduleSection() {
  const section = document.getElementById(SCHEDULE_SECTION_ID);
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section?.focus({ preventScroll: true });
}

/** Edit: the schedule in force, read-only, and the way to change it. */
export function ScheduleReadOnly({ employeeId }: { employeeId: string }) {
  const { t } = useEmployeesTranslation();
  const assignments = useScheduleAssignments(employeeId);
  return (
    <fieldset className="form-section" data-testid="form-schedule">
      <legend>{t('form.schedule')}</legend>
      {assignments.isSuccess ? (
        <CurrentSchedule assignments={assignments.data} />
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      )}
      <Button type="link" style={{ paddingInline: 0 }} onClick={goToScheduleSection}>
        {t('form.scheduleChange')}
      </Button>
    </fieldset>
  );
}

/** Create: an optional schedule and the date it applies from (the admission date unless changed). */
export function ScheduleFields() {
  const { t } = useEmployeesTranslation();
  return (
    <fieldset className="form-section" data-testid="form-schedule">
      <legend>{t('form.schedule')}</legend>
      <p className="cell-muted">{t('form.scheduleHelp')}</p>
      <div className="form-grid">
        <Form.Item name="schedule_id" label={t('schedule.field')}>
          <SchedulePicker />
        </Form.Item>
        <Form.Item
          name="schedule_from"
          label={t('schedule.effectiveFrom')}
          extra={t('form.scheduleFromHelp')}
          dependencies={['schedule_id']}
          rules={[
            ({ getFieldValue }) => ({
              // A screen rule: the picker gives a real date or nothing, so only "nothing" is wrong,
              // and only when a schedule was chosen.
              validator: async (_, value) => {
                if (getFieldValue('schedule_id') && !value)
                  throw new Error(t('schedule.dateRequired'));
              },
            }),
          ]}
        >
          <DatePicker
            {...datePickerProps(currentLanguage())}
            style={{ width: '100%' }}
            aria-label={t('schedule.effectiveFrom')}
          />
        </Form.Item>
      </div>
    </fieldset>
  );
}

/** Until the user picks "a partir de" themselves, it follows the admission date. */
export function followAdmission(
  form: FormInstance<EmployeeFormValues>,
  changed: Partial<EmployeeFormValues>,
) {
  if ('admission_date' in changed && !form.isFieldTouched('schedule_from')) {
    form.setFieldValue('schedule_from', changed.admission_date ?? null);
  }
}

/**
 * Assigns the schedule chosen on the create form to the employee just created. A failure does not
 * undo the employee: its message is returned, for the edit page to show beside the section.
 */
export async function assignAfterCreate(
  employeeId: string,
  values: EmployeeFormValues,
): Promise<string | undefined> {
  if (!values.schedule_id || !values.schedule_from) return undefined;
  try {
    await callOperation(
      endpoints.scheduleAssignments.add,
      {
        params: { id: employeeId },
        body: {
          schedule_id: values.schedule_id,
          effective_from: values.schedule_from.format('YYYY-MM-DD'),
        },
      },
      { silent: true },
    );
    return undefined;
  } catch (error) {
    return isApiError(error) ? error.message : i18n.t('http.genericError');
  }
}
