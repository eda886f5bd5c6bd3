import { DownloadOutlined } from '@ant-design/icons';
import { endpoints, type Subsidiary } from '@ponteiro/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { saveBlob } from '../../../api/download';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { useOptions } from '../../../components/resource/use-options';
import { toast } from '../../../feedback/toast';
import { DATE_INPUT } from '../../../i18n/date-input';
import { useLanguage } from '../../../i18n/use-language';
import { useReportsTranslation } from '../texts';
import { afdFileName, currentMonthPeriod } from './afd-file-name';

type Range = [Dayjs | null, Dayjs | null] | null;

/**
 * "AFD da empresa": the Portaria 671 AFD of one subsidiary and period, written by the API from
 * the punch register (`reports/afd/`) and handed to the browser as a file.
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
    mutationFn: async () => {
      if (!subsidiary || !from || !to) return;
      const file = await callOperation(
        endpoints.afdExport.afd,
        {
          query: {
            subsidiary_id: subsidiary.id,
            from: from.format('YYYY-MM-DD'),
            to: to.format('YYYY-MM-DD'),
          },
        },
        { silent: true },
      );
      const name = afdFileName(subsidiary);
      saveBlob(file, name);
      toast.success(t('afdExport.generated', { file: name }));
    },
  });

  const { format, placeholder } = DATE_INPUT[language];
  return (
    <Card className="afd-export" data-testid="afd-export" style={{ marginBottom: 24 }}>
      <h2 className="page-card__title">{t('afdExport.title')}</h2>
      <p className="page-subtitle">{t('afdExport.subtitle')}</p>
      <div className="page-filters">
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          value={subsidiaryId}
          onChange={setChosen}
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
          onChange={(next) => setRange(next)}
          allowClear={false}
        />
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          disabled={!subsidiary || !from || !to}
          loading={generate.isPending}
          onClick={() => generate.mutate()}
        >
          {t('afdExport.generate')}
        </Button>
      </div>
      <FormAlert message={generate.error?.message} />
      <p className="cell-muted">{t('afdExport.note')}</p>
    </Card>
  );
}
