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
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import type { LookaheadOverview } from './lookahead-overview.api';
import { useLookaheadOverview } from './use-lookahead-overview';

/** First lookahead page: the selected schedule's overview from the lookahead service, or its empty state. */
export function PlanificationPage() {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const { project } = useSelectedProject();
  const { projectId, scheduleId, schedule, isLoading: selectionLoading } = useSelectedSchedule();
  const overview = useLookaheadOverview(projectId, scheduleId);
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
      testId="lookahead-page"
      title={t('title')}
      subtitle={project === null || schedule === null ? undefined : t('subtitle', { project: project.name, schedule: scheduleName })}
    >
      {body()}
    </ModulePage>
  );
}

function OverviewContent({ overview, scheduleName }: { overview: LookaheadOverview; scheduleName: string }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  if (overview.taskCount === 0 && overview.constraintCount === 0) {
    return (
      <EmptyState
        testId="lookahead-empty"
        title={t('empty', { schedule: scheduleName })}
        description={t('empty_hint')}
      />
    );
  }
  return (
    <div data-testid="lookahead-overview">
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('tasks')} value={overview.taskCount} data-testid="lookahead-stat-tasks" />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('constraints')} value={overview.constraintCount} data-testid="lookahead-stat-constraints" />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
