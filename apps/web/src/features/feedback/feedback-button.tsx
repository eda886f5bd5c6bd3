import { MessageOutlined } from '@ant-design/icons';
import { endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { callOperation } from '../../api/operations';
import { UNREAD_QUERY_KEY } from './queries';
import { useFeedbackTranslation } from './texts';

// The dialog (form, image picking, the list of messages) is its own chunk, fetched on the first
// click: the company layout carries only the lazy import of this button.
const FeedbackDialog = lazy(() =>
  import('./feedback-dialog').then((m) => ({ default: m.FeedbackDialog })),
);

/** The top bar's "Send feedback": a badge counts the provider's replies not read yet. */
export function FeedbackButton() {
  const { t, ready } = useFeedbackTranslation();
  const [open, setOpen] = useState(false);
  const unread = useQuery({
    queryKey: UNREAD_QUERY_KEY,
    queryFn: () => callOperation(endpoints.feedback.unread, undefined, { silent: true }),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
  const count = unread.data?.count ?? 0;
  if (!ready) return null;
  return (
    <>
      <Button
        type="text"
        shape="circle"
        data-testid="feedback-button"
        aria-label={count > 0 ? t('buttonUnread', { count }) : t('button')}
        title={t('button')}
        icon={
          <Badge count={count} size="small">
            <MessageOutlined className="topbar__icon" aria-hidden="true" />
          </Badge>
        }
        onClick={() => setOpen(true)}
      />
      {open ? (
        <Suspense fallback={null}>
          <FeedbackDialog initialTab={count > 0 ? 'mine' : 'send'} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
