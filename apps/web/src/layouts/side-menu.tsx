import { type MenuGroup, menuRoutes, type RouteId } from '@ponteiro/shared';
import { Menu, type MenuProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { menuKey } from '../i18n/keys';
import { bestMatch } from '../router/catalogue';
import { useLayoutsTranslation } from './layout-texts';

type MenuItems = NonNullable<MenuProps['items']>;

export interface SideMenuProps {
  layout: 'company' | 'admin';
  icons: Partial<Record<RouteId | `group:${MenuGroup}`, ReactNode>>;
  /** Groups shown as sub-menus, in this order (the entries come from the route catalogue). */
  groups: readonly MenuGroup[];
  /** The Sider is collapsed: groups become pop-ups that open on demand. */
  collapsed?: boolean;
  /** Only these route ids are shown (the session's visible entries); all when undefined. */
  visibleIds?: readonly string[];
}

/**
 * A layout's side menu, built from the route catalogue's menu entries. The entry whose path is
 * the longest prefix of the current address is highlighted (so /organization/departments
 * highlights Organization). Groups start open (closed as pop-ups when the menu is collapsed).
 */
export function SideMenu({ layout, icons, groups, collapsed = false, visibleIds }: SideMenuProps) {
  const { t } = useLayoutsTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const entries = menuRoutes(layout).filter(
    (route) => !visibleIds || visibleIds.includes(route.id),
  );
  // Expanded, every group starts open; collapsed, the groups are pop-ups and start closed.
  const [inlineOpenKeys, setInlineOpenKeys] = useState<string[]>(() =>
    groups.map((group) => `group:${group}`),
  );
  const [popupOpenKeys, setPopupOpenKeys] = useState<string[]>([]);
  const selected = bestMatch(pathname, entries);

  const itemOf = (route: (typeof entries)[number]) => ({
    key: route.path,
    icon: icons[route.id as RouteId],
    label: <Link to={route.path}>{t(menuKey(route.menuKey ?? route.titleKey))}</Link>,
    title: t(menuKey(route.menuKey ?? route.titleKey)),
  });

  const items: MenuItems = [];
  const placedGroups = new Set<MenuGroup>();
  for (const route of entries) {
    const group = route.menuGroup;
    if (!group) {
      items.push(itemOf(route));
      continue;
    }
    if (placedGroups.has(group) || !groups.includes(group)) continue;
    placedGroups.add(group);
    items.push({
      key: `group:${group}`,
      icon: icons[`group:${group}`],
      label: t(`menuGroups.${group}`),
      children: entries.filter((entry) => entry.menuGroup === group).map(itemOf),
    });
  }

  return (
    <Menu
      mode="inline"
      inlineIndent={16}
      items={items}
      selectedKeys={selected ? [selected.path] : []}
      openKeys={collapsed ? popupOpenKeys : inlineOpenKeys}
      onOpenChange={(keys) => (collapsed ? setPopupOpenKeys(keys) : setInlineOpenKeys(keys))}
      onClick={({ key, domEvent }) => {
        // Mouse clicks on the label are handled by its <Link>; keyboard and padding clicks here.
        if ((domEvent.target as Element | null)?.closest?.('a')) return;
        navigate(key);
      }}
    />
  );
}
