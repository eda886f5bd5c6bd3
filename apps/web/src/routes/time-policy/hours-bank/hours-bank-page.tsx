import { endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Flex, Skeleton } from 'antd';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { ListError } from '../../../components/resource/list-search';
import { useCan } from '../../../session/use-can';
import { useCalendarTranslation } from '../calendar-texts';
import { CardHeading } from '../holidays/card-heading';
import { OpeningsList } from './openings-list';
import { RulesForm } from './rules-form';

/** `/time-policy/hours-bank`: the company's hours bank rules, then the opening balances. */
export function HoursBankPage() {
  const { t } = useCalendarTranslation();
  const can = useCan();
  const settings = useQuery({
    queryKey: queryKeyOf(endpoints.timePolicy.hoursBank),
    queryFn: () => callOperation(endpoints.timePolicy.hoursBank, undefined, { silent: true }),
  });
  return (
    <Flex vertical gap={16}>
      <section className="page-card page-card--wide" data-testid="hours-bank">
        <CardHeading title={t('hoursBank.title')} subtitle={t('hoursBank.subtitle')} />
        <ListError
          error={settings.error}
          message={t('hoursBank.loadError')}
          retry={() => void settings.refetch()}
        />
        {settings.data ? (
          <RulesForm
            settings={settings.data}
            editable={can('settings.time_policy.hours_bank.edit')}
          />
        ) : settings.isLoading ? (
          <Skeleton active />
        ) : null}
      </section>
      <OpeningsList />
    </Flex>
  );
}
