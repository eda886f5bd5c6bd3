import type { ValidationKey } from '@ponteiro/shared';
import type { Catalogue } from './locales/pt';
import type { layouts } from './locales/pt/layouts';
import type { routeSummaries } from './locales/pt/route-summaries';

// Keys built at run time, as unions the compiler checks against the catalogues. The route
// catalogue (packages/shared) names its keys as plain strings; catalogue.test.ts checks that each
// one exists, and these casts say which namespace it lives in.

export type RouteTitleKey = `routes.${keyof Catalogue['routes']}.title`;
export type RouteSummaryKey = `routes.${keyof (typeof routeSummaries)['routes']}.summary`;
export type MenuKey = `menu.${keyof (typeof layouts)['menu']}`;
export type ValidationTKey = `validation.${ValidationKey}`;

export const titleKey = (route: { titleKey: string }) => route.titleKey as RouteTitleKey;
export const summaryKey = (route: { summaryKey: string }) => route.summaryKey as RouteSummaryKey;
export const menuKey = (key: string) => key as MenuKey | RouteTitleKey;
