import { endpoints } from '@ponteiro/shared';
import { queryKeyOf } from '../../api/operations';

/** The unread replies' count (the top bar's badge). */
export const UNREAD_QUERY_KEY = queryKeyOf(endpoints.feedback.unread);
/** The caller's own feedback (prefix of every page's key). */
export const MINE_QUERY_KEY = queryKeyOf(endpoints.feedback.list);
