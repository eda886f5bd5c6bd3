import { endpoints } from '@ponteiro/shared';
import { queryKeyOf } from '../api/operations';

// The bell's queries. Screens that change what waits for someone (deciding a request, reading
// notifications elsewhere) invalidate these keys so the top bar follows at once.

/** The top bar's counts: unread notifications and requests waiting for the caller's approval. */
export const NOTIFICATIONS_SUMMARY_KEY = queryKeyOf(endpoints.notifications.summary);
/** Every page of the caller's notifications. */
export const NOTIFICATIONS_LIST_KEY = queryKeyOf(endpoints.notifications.list);

/** The bell lists the latest notifications, one page of them. */
export const BELL_QUERY = { page_size: 25 } as const;
export const BELL_LIST_KEY = queryKeyOf(endpoints.notifications.list, { query: BELL_QUERY });

/** How often the counts are asked for while the tab is visible (and again on focus). */
export const SUMMARY_POLL_MS = 60_000;
