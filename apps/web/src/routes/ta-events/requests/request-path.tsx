import type { RequestAction, TaRequest } from '@ponteiro/shared';
import { Timeline, Typography } from 'antd';
import { formatDateTime } from '../../../i18n/format';
import { type RequestsT, useRequestsTranslation } from './texts';

const ACTION_COLORS: Record<RequestAction, string> = {
  submit: 'blue',
  approve: 'green',
  reject: 'red',
  escalate: 'orange',
  cancel: 'gray',
  fallback: 'orange',
};

function eventTitle(t: RequestsT, request: TaRequest, event: TaRequest['path'][number]): string {
  const action = t(`actions.${event.action}`);
  return event.step > 0
    ? t('path.atStep', { action, step: event.step, steps: request.steps })
    : action;
}

/**
 * A request's path, oldest first: submitted, each decision, escalation or cancellation, with who
 * (and for whom, when a delegate decided), when and the note; a pending request ends with who may
 * decide now.
 */
export function RequestPath({ request }: { request: TaRequest }) {
  const { t } = useRequestsTranslation();
  const items = request.path.map((event, index) => ({
    key: `${event.at}-${index}`,
    color: ACTION_COLORS[event.action],
    title: eventTitle(t, request, event),
    content: (
      <div data-testid="request-path-event">
        <div>
          {event.actor
            ? t('path.by', { name: event.actor.name, when: formatDateTime(event.at) })
            : t('path.bySystem', { when: formatDateTime(event.at) })}
        </div>
        {event.on_behalf_of ? (
          <Typography.Text type="secondary">
            {t('path.onBehalfOf', { name: event.on_behalf_of.name })}
          </Typography.Text>
        ) : null}
        {event.note ? (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
            {t('path.note', { note: event.note })}
          </Typography.Paragraph>
        ) : null}
      </div>
    ),
  }));
  if (request.status === 'pending') {
    items.push({
      key: 'waiting',
      color: 'gray',
      title: t('path.waiting', { step: request.step, steps: request.steps }),
      content: (
        <Typography.Text type="secondary" data-testid="request-path-waiting">
          {request.approvers.length > 0
            ? t('path.approvers', { names: request.approvers.map((a) => a.name).join(', ') })
            : t('path.noApprovers')}
        </Typography.Text>
      ),
    });
  }
  return (
    <section aria-labelledby="request-path-title">
      <Typography.Title level={5} id="request-path-title">
        {t('path.title')}
      </Typography.Title>
      <Timeline items={items} data-testid="request-path" />
    </section>
  );
}
