import type { OutboxEmailStatus } from '@ponteiro/shared';
import { Tag } from 'antd';
import { useOutboxTranslation } from './texts';

const COLORS: Record<OutboxEmailStatus, string | undefined> = {
  pending: 'gold',
  sent: 'green',
  failed: 'red',
};

export function OutboxStatusTag({ status }: { status: OutboxEmailStatus }) {
  const { t } = useOutboxTranslation();
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
