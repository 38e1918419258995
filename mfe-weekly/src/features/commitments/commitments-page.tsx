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
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import type { WeeklyOverview } from './weekly-overview.api';
import { useWeeklyOverview } from './use-weekly-overview';

/** First weekly page: the selected schedule's overview from the weekly service, or its empty state. */
export function CommitmentsPage() {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  const { project } = useSelectedProject();
  const { projectId, scheduleId, schedule, isLoading: selectionLoading } = useSelectedSchedule();
  const overview = useWeeklyOverview(projectId, scheduleId);
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
      testId="weekly-page"
      title={t('title')}
      subtitle={project === null || schedule === null ? undefined : t('subtitle', { project: project.name, schedule: scheduleName })}
    >
      {body()}
    </ModulePage>
  );
}

function OverviewContent({ overview, scheduleName }: { overview: WeeklyOverview; scheduleName: string }) {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  if (overview.commitmentCount === 0 && overview.weeks.length === 0) {
    return (
      <EmptyState
        testId="weekly-empty"
        title={t('empty', { schedule: scheduleName })}
        description={t('empty_hint')}
      />
    );
  }
  return (
    <div data-testid="weekly-overview">
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('commitments')} value={overview.commitmentCount} data-testid="weekly-stat-commitments" />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('weeks')} value={overview.weeks.length} data-testid="weekly-stat-weeks" />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
