import { useEffect } from 'react';
import { notification } from 'antd';
import { registerNotificationSink } from './notifier';

/** Spec 4: one notification at a time, 3 s by default, above everything else. */
export function NotificationArea() {
  const [api, holder] = notification.useNotification({ maxCount: 1, placement: 'topRight' });
  useEffect(() => {
    registerNotificationSink(({ kind, title, description, duration }) => {
      api.destroy();
      api[kind]({
        message: <span data-testid="notification-title">{title}</span>,
        description: description === undefined ? undefined : <span data-testid="notification-message">{description}</span>,
        duration,
        props: { 'data-testid': `notification-${kind}` },
      });
    });
    return () => registerNotificationSink(null);
  }, [api]);
  return holder;
}
