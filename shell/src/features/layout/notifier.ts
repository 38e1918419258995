export type NotificationKind = 'success' | 'info' | 'warning' | 'error';

export interface TenonNotification {
  kind: NotificationKind;
  title: string;
  description?: string;
  /** Seconds; the spec's default is 3. */
  duration?: number;
}

export type NotificationSink = (notification: TenonNotification & { duration: number }) => void;

export const DEFAULT_NOTIFICATION_SECONDS = 3;

let sink: NotificationSink | null = null;

/** The shell registers its one-at-a-time notification area here. */
export function registerNotificationSink(next: NotificationSink | null): void {
  sink = next;
}

export function notify(notification: TenonNotification): void {
  sink?.({ ...notification, duration: notification.duration ?? DEFAULT_NOTIFICATION_SECONDS });
}
