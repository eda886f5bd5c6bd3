import { endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, List } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { formatDate } from '../../../i18n/format';
import { useTimePolicyTranslation } from '../texts';

const QUERY = { page_size: 100 } as const;

/**
 * Active employees with no schedule today: their timesheet cannot be computed, and the product
 * never gives them a default. Shown above the schedules so they get one.
 */
export function UnassignedBanner() {
  const { t } = useTimePolicyTranslation();
  const [open, setOpen] = useState(false);
  const unassigned = useQuery({
    queryKey: queryKeyOf(endpoints.timePolicy.unassigned, { query: QUERY }),
    queryFn: () =>
      callOperation(endpoints.timePolicy.unassigned, { query: QUERY }, { silent: true }),
  });
  const page = unassigned.data;
  if (!page || page.count === 0) return null;
  return (
    <>
      <Alert
        type="warning"
        showIcon
        data-testid="unassigned-banner"
        message={t('unassigned.banner', { count: page.count })}
        action={
          <Button size="small" onClick={() => setOpen(true)}>
            {t('unassigned.show')}
          </Button>
        }
        style={{ marginBottom: 12 }}
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('unassigned.title', { count: page.count })}
        width={420}
      >
        <p className="cell-muted">{t('unassigned.help')}</p>
        <List
          size="small"
          dataSource={page.results}
          renderItem={(employee) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <Link to={`/employees?search=${encodeURIComponent(employee.name)}`}>
                    {employee.name}
                  </Link>
                }
                description={[
                  employee.registration
                    ? t('unassigned.registration', { value: employee.registration })
                    : null,
                  employee.next_schedule_from
                    ? t('unassigned.startsLater', {
                        date: formatDate(employee.next_schedule_from),
                      })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </List.Item>
          )}
        />
        {page.count > page.results.length ? (
          <p className="cell-muted">
            {t('unassigned.more', { count: page.count - page.results.length })}
          </p>
        ) : null}
      </Drawer>
    </>
  );
}
