import { payrollHeaderLine, payrollLayoutSpecSchema, payrollLine } from '@ponteiro/shared';
import { Form } from 'antd';
import { type LayoutFormValues, layoutBodyOf, SAMPLE_LINE } from './layout-values';
import { usePayrollTranslation } from './texts';

/**
 * One line as the export will write it (the contract's own writer, over a sample employee), live
 * as the form changes; the CSV header above it when the layout has one.
 */
export function LayoutPreview() {
  const { t } = usePayrollTranslation();
  const form = Form.useFormInstance<LayoutFormValues>();
  // Watching every field: the preview follows any change.
  const values = Form.useWatch([], { form, preserve: true }) as LayoutFormValues | undefined;
  const { name: _name, ...spec } = values ? layoutBodyOf(values) : { name: '' };
  const parsed = payrollLayoutSpecSchema.safeParse(spec);
  const line = parsed.success ? payrollLine(parsed.data, SAMPLE_LINE) : null;
  const header =
    parsed.success && parsed.data.format === 'csv' && parsed.data.header
      ? payrollHeaderLine(parsed.data)
      : null;
  return (
    <fieldset className="form-section" aria-live="polite">
      <legend>{t('form.preview')}</legend>
      <p className="cell-muted">{t('form.previewHelp')}</p>
      {line === null ? (
        <p className="cell-muted" data-testid="layout-preview-invalid">
          {t('form.previewInvalid')}
        </p>
      ) : (
        <>
          <pre className="payroll-preview" data-testid="layout-preview">
            {header ? `${header}\n` : ''}
            {line}
          </pre>
          <p className="cell-muted">{t('form.previewLength', { count: [...line].length })}</p>
        </>
      )}
    </fieldset>
  );
}
