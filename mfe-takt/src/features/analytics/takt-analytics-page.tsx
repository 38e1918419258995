import type { ScheduleScope } from '@tenon/contracts/types';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Descriptions, Select, Space, Typography } from 'antd';
import HighchartsReact from 'highcharts-react-official';
import { EmptyState, ErrorState, FigureCard, LoadingState, useSession } from '@tenon/ui';
import { TAKT_NAMESPACE } from '../../i18n/takt-messages';
import { TaktPageFrame } from '../tabs/takt-page-frame';
import { useTaktSettings } from '../units/use-takt-tree';
import { exportChartPng, Highcharts } from '@tenon/ui/charts';
import { ProgressMatrixGrid } from './progress-matrix-grid';
import { getTaktAnalytics } from './takt-analytics.api';
import { isMatrixEmpty, isVelocityEmpty, matrixCsv, velocityCsv } from './takt-analytics-model';
import { velocityChartOptions } from './velocity-chart';

/** Spec 2.6 /taktanalytics and /extraDashboard: a structure's progress matrix and takt velocity. */
export function TaktAnalyticsPage() {
  const { t } = useTranslation(TAKT_NAMESPACE);
  return (
    <TaktPageFrame testId="takt-analytics-page" title={t('analytics_title')}>
      {(place) => <AnalyticsOfSchedule place={place} />}
    </TaktPageFrame>
  );
}

function AnalyticsOfSchedule({ place }: { place: ScheduleScope }) {
  const { t } = useTranslation(TAKT_NAMESPACE);
  const companyId = useSession().companySession?.company.id ?? null;
  const settings = useTaktSettings();
  const enabled = settings.data?.enabled === true;
  const [structureId, setStructureId] = useState<string | null>(null);
  const chartRef = useRef<HighchartsReact.RefObject>(null);
  const figures = useQuery({
    queryKey: ['takt', 'analytics', companyId, place.projectId, place.scheduleId, structureId],
    queryFn: () => getTaktAnalytics(place, structureId),
    enabled: enabled && companyId !== null,
    placeholderData: keepPreviousData,
  });

  if (settings.isLoading) return <LoadingState />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!enabled) return <EmptyState testId="takt-disabled" title={t('disabled_title')} description={t('disabled_hint')} />;
  const data = figures.data;
  if (data !== undefined && data.structures.length === 0) return <EmptyState testId="takt-analytics-no-structures" title={t('analytics_no_structures')} />;

  // Both cards show the one request's figures: they load, fail and are retried together.
  const request = { loading: figures.isLoading || figures.isFetching, error: figures.error, onRetry: () => void figures.refetch() };
  return (
    <div data-testid="takt-analytics">
      <Space style={{ marginBottom: 16 }} wrap>
        <Typography.Text>{t('analytics_structure')}</Typography.Text>
        <Select
          data-testid="takt-analytics-structure"
          style={{ minWidth: 240 }}
          loading={data === undefined}
          value={data?.structureId ?? undefined}
          options={(data?.structures ?? []).map((s) => ({ value: s.id, label: s.name }))}
          onChange={(value: string) => setStructureId(value)}
        />
        {data === undefined ? null : <Typography.Text type="secondary">{t('analytics_data_date', { date: data.matrix.dataDate })}</Typography.Text>}
      </Space>
      <FigureCard
        testId="takt-matrix"
        title={t('matrix_title')}
        {...request}
        empty={data === undefined || isMatrixEmpty(data)}
        csv={() => matrixCsv(data!.matrix)}
        style={{ marginBottom: 16 }}
      >
        {data === undefined ? null : <ProgressMatrixGrid matrix={data.matrix} />}
      </FigureCard>
      <FigureCard
        testId="takt-velocity"
        title={t('velocity_title')}
        {...request}
        empty={data === undefined || isVelocityEmpty(data)}
        csv={() => velocityCsv(data!.velocity)}
        onPng={(fileName) => exportChartPng(chartRef.current?.chart, fileName)}
        style={{ marginBottom: 16 }}
      >
        {data === undefined ? null : (
          <>
            <HighchartsReact highcharts={Highcharts} options={velocityChartOptions(data.velocity, t)} ref={chartRef} />
            <Descriptions size="small" column={3} style={{ marginTop: 8 }}>
              <Descriptions.Item label={t('velocity_planned_rate')}>
                <span data-testid="takt-velocity-planned-rate">{data.velocity.plannedPerWeek ?? '—'}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('velocity_completed_rate')}>
                <span data-testid="takt-velocity-completed-rate">{data.velocity.completedPerWeek ?? '—'}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('velocity_completed_units')}>
                <span data-testid="takt-velocity-completed-units">{`${data.velocity.completedUnits} / ${data.velocity.units}`}</span>
              </Descriptions.Item>
            </Descriptions>
          </>
        )}
      </FigureCard>
    </div>
  );
}
