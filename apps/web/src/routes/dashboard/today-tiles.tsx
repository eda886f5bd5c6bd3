import type { DashboardToday, RouteId } from '@ponteiro/shared';
import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { formatNumber } from '../../i18n/format';
import { type DashboardKey, useDashboardTranslation } from './texts';
import { useRouteLink } from './use-route-link';

/** What a tile counts: a status, or `late` (present people who came late). */
export type TileKind = 'present' | 'late' | 'absent' | 'on_leave' | 'off' | 'expected';

export const TILE_KINDS: readonly TileKind[] = [
  'present',
  'late',
  'absent',
  'on_leave',
  'expected',
  'off',
];

/** The screen that resolves each situation (none for those that need nothing done). */
const RESOLVES: Partial<Record<TileKind, RouteId>> = {
  present: 'timesheetsPunchLog',
  late: 'timesheets',
  absent: 'timesheets',
  on_leave: 'taEventsLeaveBalance',
};

const COLORS: Record<TileKind, string> = {
  present: '#237804',
  late: '#ad6800',
  absent: '#a8071a',
  on_leave: '#1f5aa6',
  expected: '#595959',
  off: '#595959',
};

/**
 * The counts of today: each tile shows its list below (pressed) and links to the screen that
 * resolves it when the caller may open it.
 */
export function TodayTiles({
  counts,
  selected,
  onSelect,
}: {
  counts: DashboardToday['counts'];
  selected: TileKind;
  onSelect: (kind: TileKind) => void;
}) {
  const { t } = useDashboardTranslation();
  const linkOf = useRouteLink();
  return (
    <Row gutter={[16, 16]} data-testid="dashboard-tiles">
      {TILE_KINDS.map((kind) => {
        const to = RESOLVES[kind] ? linkOf(RESOLVES[kind]) : null;
        const title = t(`status.${kind}` as DashboardKey);
        return (
          <Col key={kind} xs={12} md={8} xl={4}>
            <Card size="small" className="dashboard-tile" data-testid={`tile-${kind}`}>
              <button
                type="button"
                className="dashboard-tile__button"
                aria-pressed={selected === kind}
                onClick={() => onSelect(kind)}
              >
                <Statistic
                  title={title}
                  value={formatNumber(counts[kind])}
                  styles={{ content: { color: COLORS[kind] } }}
                />
              </button>
              <div className="dashboard-tile__foot">
                {kind === 'present' ? (
                  <span>{t('workingNow', { count: counts.working_now })}</span>
                ) : (
                  <span>{t('ofEmployees', { count: counts.employees })}</span>
                )}
                {to ? (
                  <Link to={to} aria-label={`${t('open')}: ${title}`}>
                    {t('open')}
                  </Link>
                ) : null}
              </div>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
