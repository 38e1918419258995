import { useEffect, useState } from 'react';
import { Alert, App, Descriptions, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { MODIFICATION_COMMENT_MAX } from '@tenon/contracts/types';
import type { WindowActivity } from '@tenon/contracts/types';
import { ApiError } from '@tenon/ui';
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import { sendChangeRequest } from './change-request.api';
import { withDay } from './change-request-dates';

interface Values {
  start: string;
  finish: string;
  comment: string;
}

/**
 * The modification request of spec part 3, 2.2: the activity, its dates in the master plan, the dates asked for and
 * why. The planner sees it waiting on the Gantt and approves or rejects it there.
 */
export function ChangeRequestModal({ place, activity, onClose }: { place: { projectId: string; scheduleId: string } | null; activity: WindowActivity | null; onClose: () => void }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (activity === null) return;
    setError(null);
    form.setFieldsValue({ start: activity.start.slice(0, 10), finish: activity.finish.slice(0, 10), comment: '' });
  }, [activity, form]);

  const send = (values: Values) => {
    if (activity === null || place === null) return;
    setSending(true);
    sendChangeRequest(place, { activityId: activity.id, start: withDay(activity.start, values.start), finish: withDay(activity.finish, values.finish), comment: values.comment.trim() })
      .then(() => {
        void message.success(t('change_request_sent', { activity: activity.name }), 5);
        onClose();
      })
      // The form keeps what was typed: a refused request can be corrected and sent again.
      .catch((failure: unknown) => setError(failure instanceof ApiError ? failure.message : t('error_save_failed')))
      .finally(() => setSending(false));
  };

  return (
    <Modal
      open={activity !== null}
      title={t('change_request_title')}
      okText={t('change_request_send')}
      cancelText={t('cancel')}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'change-request-send' }}
      destroyOnHidden
      data-testid="change-request-modal"
    >
      {activity === null ? null : (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('change_request_activity')}>{activity.name}</Descriptions.Item>
            <Descriptions.Item label={t('change_request_original')}>
              {activity.start.slice(0, 10)} → {activity.finish.slice(0, 10)}
            </Descriptions.Item>
          </Descriptions>
          {error === null ? null : <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="change-request-error" />}
          <Form form={form} layout="vertical" onFinish={send} requiredMark={false}>
            <Form.Item name="start" label={t('change_request_start')} rules={[{ required: true, message: t('validation_date_required') }]}>
              <Input type="date" data-testid="change-request-start" />
            </Form.Item>
            <Form.Item
              name="finish"
              label={t('change_request_finish')}
              dependencies={['start']}
              rules={[
                { required: true, message: t('validation_date_required') },
                ({ getFieldValue }) => ({
                  validator: (_, value: string | undefined) =>
                    value === undefined || value === '' || value >= String(getFieldValue('start')) ? Promise.resolve() : Promise.reject(new Error(t('validation_dates_reversed'))),
                }),
                ({ getFieldValue }) => ({
                  validator: (_, value: string | undefined) =>
                    value !== activity.finish.slice(0, 10) || getFieldValue('start') !== activity.start.slice(0, 10) ? Promise.resolve() : Promise.reject(new Error(t('change_request_same_dates'))),
                }),
              ]}
            >
              <Input type="date" data-testid="change-request-finish" />
            </Form.Item>
            <Form.Item name="comment" label={t('change_request_comment')}>
              <Input.TextArea rows={3} maxLength={MODIFICATION_COMMENT_MAX} showCount data-testid="change-request-comment" />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
