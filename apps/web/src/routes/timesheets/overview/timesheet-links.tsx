import { RightOutlined } from '@ant-design/icons';
import { canOpenRoute, getRoute, type RouteId } from '@ponteiro/shared';
import { Link } from 'react-router';
import { titleKey } from '../../../i18n/keys';
import { useSession } from '../../../session/session-query';
import { useTimesheetsTranslation } from '../texts';

/** The other screens of the area, which the area index used to offer. */
const OTHER_SCREENS = [
  'timesheetsPunchLog',
  'timesheetsAdminPunch',
  'timesheetsAbnormalPunch',
] as const satisfies readonly RouteId[];

/**
 * Links to the punch log, the manager's punches and the abnormal punches: only those the session
 * may open (the route guard still decides; this hides what it would refuse, as the area index).
 */
export function TimesheetLinks() {
  const { t } = useTimesheetsTranslation();
  const session = useSession().data;
  const screens = OTHER_SCREENS.map((id) => getRoute(id)).filter(
    (route) => !session || canOpenRoute(route.id, session) === 'ok',
  );
  if (screens.length === 0) return null;
  return (
    <nav aria-label={t('overview.links')}>
      <ul className="ts-links" data-testid="timesheet-links">
        {screens.map((route) => (
          <li key={route.id}>
            <Link to={route.path}>
              {t(titleKey(route))} <RightOutlined aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
