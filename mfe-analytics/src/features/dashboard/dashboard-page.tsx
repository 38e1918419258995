import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  ModulePage,
  SelectScheduleState,
  useSelectedProject,
  useSelectedSchedule,
} from '@tenon/ui';
import { ANALYTICS_NAMESPACE } from '../../i18n/analytics-messages';
import type { AnalyticsOverview } from './analytics-overview.api';
import { useAnalyticsOverview } from './use-analytics-overview';

/** First analytics page: the selected schedule's overview from the analytics service, or its empty state. */
export function DashboardPage() {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const { project } = useSelectedProject();
  const { projectId, scheduleId, schedule, isLoading: selectionLoading } = useSelectedSchedule();
  const overview = useAnalyticsOverview(projectId, scheduleId);
  const scheduleName = schedule?.name ?? '';

  const body = () => {
    if (selectionLoading || overview.isLoading) return <LoadingState />;
    if (projectId === null || scheduleId === null) return <SelectScheduleState needsProject={projectId === null} />;
    if (overview.isError) return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
    const data = overview.data;
    if (data === undefined) return <LoadingState />;
    return <OverviewContent overview={data} scheduleName={scheduleName} />;
  };

  return (
    <ModulePage
      testId="analytics-page"
      title={t('title')}
      subtitle={project === null || schedule === null ? undefined : t('subtitle', { project: project.name, schedule: scheduleName })}
    >
      {body()}
    </ModulePage>
  );
}

function OverviewContent({ overview, scheduleName }: { overview: AnalyticsOverview; scheduleName: string }) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  if (overview.activityCount === 0 && overview.ppcWeeks.length === 0) {
    return (
      <EmptyState
        testId="analytics-empty"
        title={t('empty', { schedule: scheduleName })}
        description={t('empty_hint')}
      />
    );
  }
  return (
    <div data-testid="analytics-overview">
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('activities')} value={overview.activityCount} data-testid="analytics-stat-activities" />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('ppc_weeks')} value={overview.ppcWeeks.length} data-testid="analytics-stat-ppc-weeks" />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
