import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { type AfdPlan, endpoints, getRoute, type Subsidiary } from '@ponteiro/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { saveBlob } from '../../../api/download';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { useOptions } from '../../../components/resource/use-options';
import { toast } from '../../../feedback/toast';
import { DATE_INPUT } from '../../../i18n/date-input';
import { formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/use-language';
import { useReportsTranslation } from '../texts';
import { currentMonthPeriod } from './afd-period';

type Range = [Dayjs | null, Dayjs | null] | null;

/** What was generated: the period asked for and the plan that pinned the file's bytes. */
interface Generated {
  period: { subsidiary_id: string; from: string; to: string };
  plan: AfdPlan;
}

/** The pin of a plan: the same bytes every time, so the .p7s signs exactly the file saved. */
function pinOf({ period, plan }: Generated) {
  return { ...period, generated_at: plan.generated_at, through_nsr: plan.through_nsr };
}

/**
 * "AFD da empresa": the Portaria 671 AFD of one subsidiary and period, written by the API from
 * the punch register. "Gerar AFD" asks for the plan (`reports/afd/plan/`: the file's name, its
 * generation instant and last NSR, its record count, whether it can be signed), then downloads
 * the file pinned by it; when the company has a certificate, the detached signature (.p7s) of the
 * same bytes is one more click.
 */
export function AfdExportCard() {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const subsidiaries = useOptions<Subsidiary>(endpoints.organization.subsidiaries);
  const [chosen, setChosen] = useState<string>();
  const [range, setRange] = useState<Range>(() => {
    const period = currentMonthPeriod(dayjs().format('YYYY-MM-DD'));
    return [dayjs(period.from), dayjs(period.to)];
  });
  const all = subsidiaries.data?.results ?? [];
  // One subsidiary: nothing to choose.
  const subsidiaryId = chosen ?? (all.length === 1 ? all[0]?.id : undefined);
  const subsidiary = all.find((s) => s.id === subsidiaryId);
  const [from, to] = range ?? [null, null];

  const generate = useMutation({
    mutationFn: async (): Promise<Generated | undefined> => {
      if (!subsidiary || !from || !to) return undefined;
      const period = {
        subsidiary_id: subsidiary.id,
        from: from.format('YYYY-MM-DD'),
        to: to.format('YYYY-MM-DD'),
      };
      const plan = await callOperation(
        endpoints.afdExport.plan,
        { query: period },
        { silent: true },
      );
      const generated = { period, plan };
      const file = await callOperation(
        endpoints.afdExport.afd,
        { query: pinOf(generated) },
        { silent: true },
      );
      saveBlob(file, plan.file_name);
      toast.success(t('afdExport.generated', { file: plan.file_name }));
      return generated;
    },
  });
  const generated = generate.data;
  const signatureName = generated?.plan.signable ? generated.plan.signature_file_name : null;

  const sign = useMutation({
    mutationFn: async () => {
      if (!generated || !signatureName) return;
      const signature = await callOperation(
        endpoints.afdExport.signature,
        { query: pinOf(generated) },
        { silent: true },
      );
      saveBlob(signature, signatureName);
      toast.success(t('afdExport.signatureSaved', { file: signatureName }));
    },
  });

  // Another subsidiary or period: the plan shown no longer matches.
  const forget = () => {
    generate.reset();
    sign.reset();
  };

  const { format, placeholder } = DATE_INPUT[language];
  return (
    <Card className="afd-export" data-testid="afd-export" style={{ marginBottom: 24 }}>
      <h2 className="page-card__title">{t('afdExport.title')}</h2>
      <p className="page-subtitle">{t('afdExport.subtitle')}</p>
      <div className="page-filters">
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          value={subsidiaryId}
          onChange={(next: string) => {
            setChosen(next);
            forget();
          }}
          aria-label={t('afdExport.subsidiary')}
          placeholder={t('afdExport.subsidiaryPlaceholder')}
          loading={subsidiaries.isLoading}
          options={all.map((s) => ({ value: s.id, label: s.name }))}
        />
        <DatePicker.RangePicker
          format={format}
          placeholder={[placeholder, placeholder]}
          aria-label={t('afdExport.period')}
          value={range}
          onChange={(next) => {
            setRange(next);
            forget();
          }}
          allowClear={false}
        />
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          disabled={!subsidiary || !from || !to}
          loading={generate.isPending}
          onClick={() => {
            sign.reset();
            generate.mutate();
          }}
        >
          {t('afdExport.generate')}
        </Button>
      </div>
      <FormAlert message={generate.error?.message ?? sign.error?.message} />
      {generated ? (
        <div data-testid="afd-export-result" style={{ marginBottom: 12 }}>
          <p>
            {t('afdExport.records', {
              count: generated.plan.records,
              records: formatNumber(generated.plan.records),
              file: generated.plan.file_name,
            })}
          </p>
          {signatureName ? (
            <>
              <Button
                icon={<SafetyCertificateOutlined />}
                loading={sign.isPending}
                onClick={() => sign.mutate()}
              >
                {t('afdExport.signature')}
              </Button>
              <p className="cell-muted" style={{ marginTop: 8 }}>
                {t('afdExport.signatureHint')}
              </p>
            </>
          ) : (
            <p className="cell-muted" data-testid="afd-export-unsigned">
              {t('afdExport.unsignedBefore')}
              <Link to={getRoute('systemAfdAej').path}>{t('afdExport.unsignedLink')}</Link>
              {t('afdExport.unsignedAfter')}
            </p>
          )}
        </div>
      ) : null}
      <p className="cell-muted">{t('afdExport.note')}</p>
    </Card>
  );
}
