import { REQUEST_STATUSES, type RequestStatus } from '@ponteiro/shared';
import { Select } from 'antd';
import { useRequestsTranslation } from './texts';

const isStatus = (value: string | undefined): value is RequestStatus =>
  (REQUEST_STATUSES as readonly (string | undefined)[]).includes(value);

/** The status filter of a request list (a status the address names but nobody has shows as none). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (status: RequestStatus | undefined) => void;
}) {
  const { t } = useRequestsTranslation();
  return (
    <Select<RequestStatus>
      allowClear
      value={isStatus(value) ? value : undefined}
      onChange={onChange}
      aria-label={t('filters.status')}
      placeholder={t('filters.allStatuses')}
      style={{ minWidth: 180 }}
      options={REQUEST_STATUSES.map((status) => ({
        value: status,
        label: t(`statuses.${status}`),
      }))}
    />
  );
}
