import { useRef, type ReactNode } from 'react';
import { Typography } from 'antd';
import HighchartsReact from 'highcharts-react-official';
import { useTranslation } from 'react-i18next';
import { ApiError, FigureCard, type FigureCsv } from '@tenon/ui';
import { exportChartPng, Highcharts } from '@tenon/ui/charts';
import { ANALYTICS_NAMESPACE } from '../../i18n/analytics-messages';
import type { Figures } from './use-figures';

interface ChartCardProps<T> {
  testId: string;
  title: string;
  figures: Figures<T>;
  isEmpty: (data: T) => boolean;
  /** A Highcharts chart, or null for a table or figures card. */
  chart?: (data: T) => Highcharts.Options;
  body?: (data: T) => ReactNode;
  csv: (data: T) => FigureCsv;
}

/** One widget of the dashboard: its loading, empty and no-access states, the chart, and its PNG and CSV export. */
export function ChartCard<T>({ testId, title, figures: { query, allowed }, isEmpty, chart, body, csv }: ChartCardProps<T>) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const chartRef = useRef<HighchartsReact.RefObject>(null);
  const refused = !allowed || (query.error instanceof ApiError && query.error.code === 'NO_PERMISSION');
  const data = refused ? undefined : query.data;
  const ready = data !== undefined && !isEmpty(data);
  return (
    <FigureCard
      testId={testId}
      title={title}
      notice={
        refused ? (
          <Typography.Text type="secondary" data-testid={`${testId}-no-access`}>
            {t('no_access')}
          </Typography.Text>
        ) : undefined
      }
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={!ready}
      // Figures kept from before a failed refresh can still be exported.
      exportable={ready}
      csv={() => csv(data!)}
      onPng={chart === undefined ? undefined : (fileName) => exportChartPng(chartRef.current?.chart, fileName)}
    >
      {ready ? (
        <>
          {/* The card carries the title; Highcharts would draw a default one. */}
          {chart === undefined ? null : <HighchartsReact highcharts={Highcharts} options={{ title: { text: undefined }, ...chart(data) }} ref={chartRef} />}
          {body?.(data)}
        </>
      ) : null}
    </FigureCard>
  );
}
