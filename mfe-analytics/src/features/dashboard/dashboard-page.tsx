import { useState, type ComponentType } from 'react';
import { Col, Row, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModulePage, SelectScheduleState, useSchedulesQuery, useSelectedProject, useSession } from '@tenon/ui';
import { ANALYTICS_NAMESPACE } from '../../i18n/analytics-messages';
import { DashboardFiltersBar } from './dashboard-filters';
import { DashboardHeader } from './dashboard-header';
import {
  CncPieWidget,
  CncWidget,
  LeadingIndicatorsWidget,
  PcrWidget,
  PpcWidget,
  RoadblockAgeingWidget,
  TeamCommitmentTable,
  TeamConstraintsTable,
  type WidgetProps,
} from './dashboard-widgets';
import { ActualGapWidget, LoadTimesWidget, MilestoneForecastWidget, SCurveWidget, SectorProgressWidget, SpeedCurveWidget } from './curve-widgets';
import { NO_FILTERS, type DashboardFilters } from './figures.api';
import { useAnalyticsPeople } from './use-figures';

type ReportType = 'general' | 'plan' | 'constraint' | 'improvement' | 'takt' | 'resource' | 'productivity';

/** Widgets of each report type, two to a row; a type whose figures do not exist yet says what it needs. */
const REPORTS: Record<ReportType, ReadonlyArray<ComponentType<WidgetProps>> | null> = {
  general: [SCurveWidget, SectorProgressWidget, PpcWidget, PcrWidget, CncPieWidget, CncWidget, RoadblockAgeingWidget, LeadingIndicatorsWidget],
  plan: [SCurveWidget, SpeedCurveWidget, ActualGapWidget, MilestoneForecastWidget, SectorProgressWidget, PpcWidget, LeadingIndicatorsWidget, TeamCommitmentTable],
  constraint: [PcrWidget, RoadblockAgeingWidget, TeamConstraintsTable],
  improvement: [CncPieWidget, CncWidget, LeadingIndicatorsWidget, TeamCommitmentTable, TeamConstraintsTable, LoadTimesWidget],
  takt: null,
  resource: null,
  productivity: [SpeedCurveWidget, ActualGapWidget, SectorProgressWidget, MilestoneForecastWidget, LoadTimesWidget],
};

/** /analytics: the selected project's dashboard, by report type, with the filters applied to every chart. */
export function DashboardPage() {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const { projectId, project, isLoading } = useSelectedProject();
  const schedules = useSchedulesQuery(projectId).data ?? [];
  const people = useAnalyticsPeople(projectId).data ?? [];
  const requireResources = useSession().companySession?.company.requireResources === true;
  const [filters, setFilters] = useState<DashboardFilters>(NO_FILTERS);
  const [report, setReport] = useState<ReportType>('general');
  if (projectId === null || project === null) {
    return (
      <ModulePage title={t('title')} testId="analytics-page">
        {isLoading ? null : <SelectScheduleState needsProject />}
      </ModulePage>
    );
  }
  const types: ReportType[] = ['general', 'plan', 'constraint', 'improvement', 'takt', ...(requireResources ? (['resource'] as const) : []), 'productivity'];
  const widgets = REPORTS[report];
  const props: WidgetProps = { projectId, filters, schedules, people };
  return (
    <ModulePage title={t('title')} subtitle={project.name} testId="analytics-page">
      <DashboardHeader project={project} userCount={people.length === 0 ? null : people.length} />
      <DashboardFiltersBar key={projectId} applied={filters} schedules={schedules} people={people} onApply={setFilters} />
      <Tabs
        activeKey={report}
        onChange={(key) => setReport(key as ReportType)}
        items={types.map((type) => ({ key: type, label: <span data-testid={`analytics-report-${type}`}>{t(`report_${type}`)}</span> }))}
      />
      {widgets === null ? (
        <Typography.Paragraph type="secondary" data-testid="analytics-report-pending">
          {t(`report_${report}_pending`)}
        </Typography.Paragraph>
      ) : (
        <Row gutter={[16, 16]}>
          {widgets.map((Widget, index) => (
            <Col key={`${report}-${index}`} xs={24} xl={12}>
              <Widget {...props} />
            </Col>
          ))}
        </Row>
      )}
    </ModulePage>
  );
}
