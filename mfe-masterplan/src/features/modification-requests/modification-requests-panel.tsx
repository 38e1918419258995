import { Alert, Button, Drawer, Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModificationRequestSummary } from '@tenon/contracts/types';
import { MODIFICATIONS_NAMESPACE } from './modification-messages';
import type { ModificationReview } from './use-modification-review';

const day = (wallClock: string) => wallClock.slice(0, 10);
const stateColour = { waiting: 'orange', approved: 'green', rejected: 'default' } as const;

/** The schedule's change requests, waiting ones first, each to preview and approve or to reject. */
export function ModificationRequestsPanel({ review, canResolve }: { review: ModificationReview; canResolve: boolean }) {
  const { t } = useTranslation(MODIFICATIONS_NAMESPACE);
  const item = (request: ModificationRequestSummary) => (
    <List.Item
      data-testid={`modification-${request.correlativeId}`}
      data-state={request.state}
      actions={
        request.state === 'waiting' && canResolve
          ? [
              <Button key="approve" type="primary" size="small" onClick={() => review.preview(request)} data-testid={`modification-approve-${request.correlativeId}`}>
                {t('approve')}
              </Button>,
              <Button key="reject" danger size="small" onClick={() => review.reject(request)} data-testid={`modification-reject-${request.correlativeId}`}>
                {t('reject')}
              </Button>,
            ]
          : []
      }
    >
      <List.Item.Meta
        title={
          <Space>
            <span>
              {request.correlativeId} · {request.activityName}
            </span>
            <Tag color={stateColour[request.state]}>{t(`state_${request.state}`)}</Tag>
          </Space>
        }
        description={
          <Space direction="vertical" size={0}>
            <Typography.Text type="secondary">
              {t('original')}: {day(request.startOriginal)} → {day(request.endOriginal)}
            </Typography.Text>
            <Typography.Text strong>
              {t('requested')}: {day(request.startNew)} → {day(request.endNew)}
            </Typography.Text>
            {request.description === '' ? null : (
              <Typography.Text>
                {t('comment')}: {request.description}
              </Typography.Text>
            )}
          </Space>
        }
      />
    </List.Item>
  );
  return (
    <Drawer open={review.panelOpen} onClose={() => review.setPanelOpen(false)} title={t('requests_title')} width={520} data-testid="modification-panel">
      {review.requests.length === 0 ? <Empty description={t('requests_none')} /> : <List dataSource={review.requests} renderItem={item} rowKey={(request) => request.id} />}
    </Drawer>
  );
}

/** Above the Gantt while a request's dates are previewed: what moves, and the way to save or drop it. */
export function ModificationPreviewBar({ review }: { review: ModificationReview }) {
  const { t } = useTranslation(MODIFICATIONS_NAMESPACE);
  const request = review.previewing;
  if (request === null) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 8 }}
      data-testid="modification-preview"
      message={t('preview_title', { activity: `${request.correlativeId} ${request.activityName}`, start: day(request.startNew), finish: day(request.endNew) })}
      description={t('preview_hint')}
      action={
        <Space direction="vertical">
          <Button type="primary" size="small" loading={review.busy} onClick={() => void review.confirm()} data-testid="modification-confirm">
            {t('preview_confirm')}
          </Button>
          <Button size="small" disabled={review.busy} onClick={review.cancel} data-testid="modification-cancel">
            {t('preview_cancel')}
          </Button>
        </Space>
      }
    />
  );
}
