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
import { TAKT_NAMESPACE } from '../../i18n/takt-messages';
import type { TaktOverview } from './takt-overview.api';
import { useTaktOverview } from './use-takt-overview';

/** First takt page: the selected schedule's overview from the takt service, or its empty state. */
export function LocationsPage() {
  const { t } = useTranslation(TAKT_NAMESPACE);
  const { project } = useSelectedProject();
  const { projectId, scheduleId, schedule, isLoading: selectionLoading } = useSelectedSchedule();
  const overview = useTaktOverview(projectId, scheduleId);
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
      testId="takt-page"
      title={t('title')}
      subtitle={project === null || schedule === null ? undefined : t('subtitle', { project: project.name, schedule: scheduleName })}
    >
      {body()}
    </ModulePage>
  );
}

function OverviewContent({ overview, scheduleName }: { overview: TaktOverview; scheduleName: string }) {
  const { t } = useTranslation(TAKT_NAMESPACE);
  if (overview.locationCount === 0 && overview.unitCount === 0) {
    return (
      <EmptyState
        testId="takt-empty"
        title={t('empty', { schedule: scheduleName })}
        description={t('empty_hint')}
      />
    );
  }
  return (
    <div data-testid="takt-overview">
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('locations')} value={overview.locationCount} data-testid="takt-stat-locations" />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card>
            <Statistic title={t('units')} value={overview.unitCount} data-testid="takt-stat-units" />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
