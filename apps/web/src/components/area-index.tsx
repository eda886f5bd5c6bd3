import { RightOutlined } from '@ant-design/icons';
import {
  canOpenRoute,
  getRoute,
  type RouteId,
  routeAccessOf,
  screensOfArea,
} from '@ponteiro/shared';
import { Link } from 'react-router';
import { summaryKey, titleKey } from '../i18n/keys';
import { useCurrentRoute } from '../router/use-current-route';
import { useSession } from '../session/session-query';
import { useRouteSummaries } from './route-summaries';

/** The landing screen of an area with several screens: one card per screen, as links. */
export function AreaIndex({ routeId }: { routeId: RouteId }) {
  const { t } = useRouteSummaries();
  const route = getRoute(routeId);
  const session = useSession().data;
  // Company screens the role cannot open are not offered (e.g. the organization dashboard without
  // organization.structure); the route guard still decides, this only hides what it would refuse.
  const screens = screensOfArea(route.area).filter(
    (screen) =>
      !screen.path.includes(':') &&
      (!session || !routeAccessOf(screen.id) || canOpenRoute(screen.id, session) === 'ok'),
  );

  return (
    <section className="area-index" aria-labelledby="area-index-title">
      <h1 id="area-index-title" className="page-title">
        {t(titleKey(route))}
      </h1>
      <p className="page-subtitle">{t(summaryKey(route))}</p>
      <p className="area-index__hint">{t('areaIndex.choose')}</p>
      <ul className="area-index__grid">
        {screens.map((screen) => (
          <li key={screen.id}>
            <Link to={screen.path} className="area-index__card">
              <span className="area-index__card-title">
                {t(titleKey(screen))}
                <RightOutlined aria-hidden="true" />
              </span>
              <span className="area-index__card-summary">{t(summaryKey(screen))}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Route component: the index of the area being shown. */
export function AreaIndexScreen() {
  const route = useCurrentRoute();
  return route ? <AreaIndex routeId={route.id as RouteId} /> : null;
}
