import { Card, Col, Row, Statistic } from 'antd';
import { useSelectedProject, useSelectedSchedule } from '../selection/selection-queries';
import { ModulePage } from './module-page';
import { EmptyState, ErrorState, LoadingState, SelectScheduleState } from './query-states';

/** One figure of a module's overview, e.g. the lookahead's task count. */
export interface OverviewStat {
  testId: string;
  title: string;
  value: number;
}

/** The part of the overview query the page reads; a TanStack Query result fits it. */
export interface OverviewQuery<TOverview> {
  data: TOverview | undefined;
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface ModuleOverviewPageProps<TOverview> {
  /** Module id, giving the `<module>-page`, `<module>-overview` and `<module>-empty` test ids. */
  module: string;
  title: string;
  subtitle: (names: { project: string; schedule: string }) => string;
  overview: OverviewQuery<TOverview>;
  isEmpty: (overview: TOverview) => boolean;
  emptyTitle: (scheduleName: string) => string;
  emptyHint: string;
  stats: (overview: TOverview) => readonly OverviewStat[];
}

/** A module's first page: the selected schedule's overview from its service as stat cards, or its empty state. */
export function ModuleOverviewPage<TOverview>(props: ModuleOverviewPageProps<TOverview>) {
  const { module, title, subtitle, overview } = props;
  const { project } = useSelectedProject();
  const { projectId, scheduleId, schedule, isLoading: selectionLoading } = useSelectedSchedule();
  const scheduleName = schedule?.name ?? '';

  const body = () => {
    if (selectionLoading || overview.isLoading) return <LoadingState />;
    if (projectId === null || scheduleId === null) return <SelectScheduleState needsProject={projectId === null} />;
    if (overview.isError) return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
    const data = overview.data;
    if (data === undefined) return <LoadingState />;
    return <OverviewContent {...props} data={data} scheduleName={scheduleName} />;
  };

  return (
    <ModulePage
      testId={`${module}-page`}
      title={title}
      subtitle={project === null || schedule === null ? undefined : subtitle({ project: project.name, schedule: scheduleName })}
    >
      {body()}
    </ModulePage>
  );
}

function OverviewContent<TOverview>({
  module,
  isEmpty,
  emptyTitle,
  emptyHint,
  stats,
  data,
  scheduleName,
}: ModuleOverviewPageProps<TOverview> & { data: TOverview; scheduleName: string }) {
  if (isEmpty(data)) return <EmptyState testId={`${module}-empty`} title={emptyTitle(scheduleName)} description={emptyHint} />;
  return (
    <div data-testid={`${module}-overview`}>
      <Row gutter={[16, 16]}>
        {stats(data).map((stat) => (
          <Col key={stat.testId} xs={24} sm={12} lg={8}>
            <Card>
              <Statistic title={stat.title} value={stat.value} data-testid={stat.testId} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
