import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { type AejPlan, endpoints, getRoute, type Subsidiary } from '@ponteiro/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { saveBlob } from '../../../api/download';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { useOptions } from '../../../components/resource/use-options';
import { toast } from '../../../feedback/toast';
import { DATE_INPUT } from '../../../i18n/date-input';
import { formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/use-language';
import { useReportsTranslation } from '../texts';
import { previousMonthPeriod } from './aej-period';

/** The period asked for; no `subsidiary_id` is the whole company. */
interface Period {
  from: string;
  to: string;
  subsidiary_id?: string;
}

/** What was generated: the period asked for and the plan that pinned the file's bytes. */
interface Generated {
  period: Period;
  plan: AejPlan;
}

/** The pin of a plan: the same bytes every time, so the .p7s signs exactly the file saved. */
const pinOf = ({ period, plan }: Generated) => ({ ...period, generated_at: plan.generated_at });

/** Everything the API said in one line (a wrong period comes as a field error on `to`). */
function messageOf(error: Error | null): string | undefined {
  if (!error) return undefined;
  const fields = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
  return fields.length > 0 ? fields.join(' ') : error.message;
}

/**
 * "AEJ da empresa": the Portaria 671 AEJ (art. 83) of a period, for one workplace or the whole
 * company, written by the API from the stored timesheets, the register and the schedules. "Gerar
 * AEJ" asks for the plan (`reports/aej/plan/`: the file's name, its generation instant, how many
 * employees and marks it holds, the days still being computed, whether it can be signed), then
 * downloads the file pinned by it — the server computes the pending days first; when the company
 * has a certificate, the detached signature (.p7s) of the same bytes is one more click.
 */
export function AejExportCard() {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const subsidiaries = useOptions<Subsidiary>(endpoints.organization.subsidiaries);
  const [subsidiaryId, setSubsidiaryId] = useState<string>();
  const [from, setFrom] = useState<Dayjs | null>(() =>
    dayjs(previousMonthPeriod(dayjs().format('YYYY-MM-DD')).from),
  );
  const [to, setTo] = useState<Dayjs | null>(() =>
    dayjs(previousMonthPeriod(dayjs().format('YYYY-MM-DD')).to),
  );
  // The plan of the file being written: its counts and pending days show while it downloads.
  const [planned, setPlanned] = useState<AejPlan>();

  const generate = useMutation({
    mutationFn: async (): Promise<Generated | undefined> => {
      if (!from || !to) return undefined;
      const period: Period = {
        from: from.format('YYYY-MM-DD'),
        to: to.format('YYYY-MM-DD'),
        ...(subsidiaryId ? { subsidiary_id: subsidiaryId } : {}),
      };
      setPlanned(undefined);
      const plan = await callOperation(
        endpoints.aejExport.plan,
        { query: period },
        { silent: true },
      );
      setPlanned(plan);
      const generated = { period, plan };
      const file = await callOperation(
        endpoints.aejExport.aej,
        { query: pinOf(generated) },
        { silent: true },
      );
      saveBlob(file, plan.file_name);
      toast.success(t('aejExport.generated', { file: plan.file_name }));
      return generated;
    },
  });
  const generated = generate.data;
  const signatureName = generated?.plan.signable ? generated.plan.signature_file_name : null;
  const plan = generate.isPending ? planned : generated?.plan;

  const sign = useMutation({
    mutationFn: async () => {
      if (!generated || !signatureName) return;
      const signature = await callOperation(
        endpoints.aejExport.signature,
        { query: pinOf(generated) },
        { silent: true },
      );
      saveBlob(signature, signatureName);
      toast.success(t('aejExport.signatureSaved', { file: signatureName }));
    },
  });

  // Another workplace or period: the plan shown no longer matches.
  const forget = () => {
    generate.reset();
    sign.reset();
    setPlanned(undefined);
  };

  const { format, placeholder } = DATE_INPUT[language];
  return (
    <Card className="aej-export" data-testid="aej-export" style={{ marginBottom: 24 }}>
      <h2 className="page-card__title">{t('aejExport.title')}</h2>
      <p className="page-subtitle">{t('aejExport.subtitle')}</p>
      <div className="page-filters">
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          value={subsidiaryId}
          onChange={(next: string | undefined) => {
            setSubsidiaryId(next);
            forget();
          }}
          aria-label={t('aejExport.subsidiary')}
          placeholder={t('aejExport.allSubsidiaries')}
          loading={subsidiaries.isLoading}
          options={(subsidiaries.data?.results ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
        <DatePicker
          format={format}
          placeholder={placeholder}
          prefix={t('aejExport.from')}
          aria-label={t('aejExport.from')}
          value={from}
          onChange={(next) => {
            setFrom(next);
            forget();
          }}
          allowClear={false}
        />
        <DatePicker
          format={format}
          placeholder={placeholder}
          prefix={t('aejExport.to')}
          aria-label={t('aejExport.to')}
          value={to}
          onChange={(next) => {
            setTo(next);
            forget();
          }}
          allowClear={false}
        />
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          disabled={!from || !to}
          loading={generate.isPending}
          onClick={() => {
            sign.reset();
            generate.mutate();
          }}
        >
          {t('aejExport.generate')}
        </Button>
      </div>
      <FormAlert message={messageOf(generate.error) ?? messageOf(sign.error)} />
      {plan ? (
        <div data-testid="aej-export-result" style={{ marginBottom: 12 }}>
          <p>
            {t(generated ? 'aejExport.contents' : 'aejExport.writing', {
              file: plan.file_name,
              employees: t('aejExport.employees', {
                count: plan.employees,
                employees: formatNumber(plan.employees),
              }),
              marks: t('aejExport.marks', { count: plan.marks, marks: formatNumber(plan.marks) }),
            })}
          </p>
          {plan.pending_days > 0 ? (
            <p className="cell-muted" data-testid="aej-export-pending">
              {t('aejExport.pending', {
                count: plan.pending_days,
                days: formatNumber(plan.pending_days),
              })}
            </p>
          ) : null}
          {!generated ? null : signatureName ? (
            <>
              <Button
                icon={<SafetyCertificateOutlined />}
                loading={sign.isPending}
                onClick={() => sign.mutate()}
              >
                {t('aejExport.signature')}
              </Button>
              <p className="cell-muted" style={{ marginTop: 8 }}>
                {t('aejExport.signatureHint')}
              </p>
            </>
          ) : (
            <p className="cell-muted" data-testid="aej-export-unsigned">
              {t('aejExport.unsignedBefore')}
              <Link to={getRoute('systemAfdAej').path}>{t('aejExport.unsignedLink')}</Link>
              {t('aejExport.unsignedAfter')}
            </p>
          )}
        </div>
      ) : null}
      <p className="cell-muted">{t('aejExport.note')}</p>
    </Card>
  );
}
