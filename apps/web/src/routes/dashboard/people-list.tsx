import type { DashboardPerson } from '@ponteiro/shared';
import { Card, Table, Tag } from 'antd';
import { wallTime } from './format';
import { type DashboardKey, useDashboardTranslation } from './texts';
import type { TileKind } from './today-tiles';

/** The people behind a tile (late: present people who came late). */
export function peopleOf(people: readonly DashboardPerson[], kind: TileKind): DashboardPerson[] {
  return people.filter((p) => (kind === 'late' ? p.late : p.status === kind));
}

/** The list behind the selected tile, with the times that explain it. */
export function PeopleList({
  people,
  kind,
}: {
  people: readonly DashboardPerson[];
  kind: TileKind;
}) {
  const { t } = useDashboardTranslation();
  const rows = peopleOf(people, kind);
  const punched = kind === 'present' || kind === 'late';
  return (
    <Card
      title={`${t('people.title')} · ${t(`status.${kind}` as DashboardKey)}`}
      data-testid="dashboard-people"
    >
      <Table<DashboardPerson>
        size="small"
        rowKey="id"
        dataSource={rows}
        pagination={rows.length > 25 ? { pageSize: 25, showSizeChanger: false } : false}
        locale={{ emptyText: t('people.empty') }}
        columns={[
          {
            key: 'name',
            title: t('people.name'),
            render: (_, p) => (
              <span>
                {p.name} {p.working_now ? <Tag color="green">{t('people.inNow')}</Tag> : null}
                {p.late && p.late_minutes !== null ? (
                  <Tag color="orange">{t('people.lateBy', { minutes: p.late_minutes })}</Tag>
                ) : null}
              </span>
            ),
          },
          {
            key: 'planned',
            title: t('people.plannedStart'),
            render: (_, p) => wallTime(p.planned_start),
          },
          ...(punched
            ? [
                {
                  key: 'first',
                  title: t('people.firstPunch'),
                  render: (_: unknown, p: DashboardPerson) => wallTime(p.first_punch),
                },
                {
                  key: 'last',
                  title: t('people.lastPunch'),
                  render: (_: unknown, p: DashboardPerson) => wallTime(p.last_punch),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
