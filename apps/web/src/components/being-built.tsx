import { ToolOutlined } from '@ant-design/icons';
import { getRoute, type RouteId } from '@ponteiro/shared';
import { Link } from 'react-router';
import { summaryKey, titleKey } from '../i18n/keys';
import { parentOf } from '../router/catalogue';
import { useCurrentRoute } from '../router/use-current-route';
import { useRouteSummaries } from './route-summaries';

/**
 * The temporary body of a screen that is not built yet: its title, an unmistakable "being built"
 * notice and one line of what it will do.
 */
export function BeingBuilt({ routeId, compact = false }: { routeId: RouteId; compact?: boolean }) {
  const { t } = useRouteSummaries();
  const route = getRoute(routeId);
  const parent = parentOf(route);

  const body = (
    <div className="being-built" data-testid="being-built">
      {parent ? (
        <Link to={parent.path} className="being-built__back">
          {t('beingBuilt.backTo', { area: t(titleKey(parent)) })}
        </Link>
      ) : null}
      <h1 className="page-title">{t(titleKey(route))}</h1>
      <span className="being-built__tag">
        <ToolOutlined aria-hidden="true" /> {t('beingBuilt.badge')}
      </span>
      <p className="being-built__message">{t('beingBuilt.message')}</p>
      <p className="being-built__summary">
        <strong>{t('beingBuilt.willDo')}</strong> {t(summaryKey(route))}
      </p>
    </div>
  );

  return compact ? body : <div className="page-card">{body}</div>;
}

/** Route component: the being-built panel (in a card) of the screen being shown. */
export function BeingBuiltScreen() {
  const route = useCurrentRoute();
  return route ? <BeingBuilt routeId={route.id as RouteId} /> : null;
}

/** Route component for the auth layout, whose card already frames the screen. */
export function BeingBuiltAuthScreen() {
  const route = useCurrentRoute();
  return route ? <BeingBuilt routeId={route.id as RouteId} compact /> : null;
}
