import { Button, Empty, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { errorMessage } from '../errors/error-messages';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('ui');
  const text = label ?? t('loading');
  return (
    <div role="status" aria-live="polite" data-testid="loading-state" style={{ padding: 48, textAlign: 'center' }}>
      <Spin size="large" />
      <div style={{ marginTop: 12, color: 'rgba(0,0,0,0.45)' }}>{text}</div>
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t, i18n } = useTranslation('ui');
  const code = error instanceof ApiError ? error.code : 'UNEXPECTED_RESPONSE';
  return (
    <div data-testid="error-state" role="alert">
      <Result
        status="warning"
        title={t('load_failed')}
        subTitle={errorMessage(code, i18n.language)}
        extra={
          onRetry === undefined ? undefined : (
            <Button type="primary" onClick={onRetry} data-testid="error-state-retry">
              {t('retry')}
            </Button>
          )
        }
      />
    </div>
  );
}

export function EmptyState({ title, description, testId, action }: { title: string; description?: string; testId: string; action?: React.ReactNode }) {
  return (
    <div data-testid={testId}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <div>
            <div style={{ fontWeight: 500 }}>{title}</div>
            {description === undefined ? null : <div style={{ color: 'rgba(0,0,0,0.45)' }}>{description}</div>}
          </div>
        }
        style={{ padding: 48 }}
      >
        {action}
      </Empty>
    </div>
  );
}

export function SelectScheduleState({ needsProject }: { needsProject: boolean }) {
  const { t } = useTranslation('ui');
  return needsProject ? (
    <EmptyState testId="select-project-state" title={t('select_project')} description={t('select_project_hint')} />
  ) : (
    <EmptyState testId="select-schedule-state" title={t('select_schedule')} description={t('select_schedule_hint')} />
  );
}
