import { useRef, type ReactNode } from 'react';
import { Button, Card, Empty, Space, Spin, Typography } from 'antd';
import { DownloadOutlined, FileImageOutlined } from '@ant-design/icons';
import HighchartsReact from 'highcharts-react-official';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, ErrorState } from '@tenon/ui';
import { ANALYTICS_NAMESPACE } from '../../i18n/analytics-messages';
import { Highcharts } from '@tenon/ui/charts';
import { downloadCsv, toCsv } from '@tenon/ui';

export interface ChartCsv {
  header: string[];
  rows: Array<Array<string | number | null>>;
}

interface ChartCardProps<T> {
  testId: string;
  title: string;
  allowed: boolean;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  /** A Highcharts chart, or null for a table or figures card. */
  chart?: (data: T) => Highcharts.Options;
  body?: (data: T) => ReactNode;
  csv: (data: T) => ChartCsv;
}

/** Drawn in the browser by the offline-exporting module (its method is not in the core typings). */
function exportPng(chart: Highcharts.Chart | undefined, filename: string): void {
  (chart as unknown as { exportChartLocal?: (options: { type: string; filename: string }) => void } | undefined)?.exportChartLocal?.({ type: 'image/png', filename });
}

/** One widget of the dashboard: its loading, empty and no-access states, the chart, and its PNG and CSV export. */
export function ChartCard<T>({ testId, title, allowed, query, isEmpty, chart, body, csv }: ChartCardProps<T>) {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const chartRef = useRef<HighchartsReact.RefObject>(null);
  const refused = !allowed || (query.error instanceof ApiError && query.error.code === 'NO_PERMISSION');
  const data = refused ? undefined : query.data;
  const ready = data !== undefined && !isEmpty(data);
  const fileName = `${testId}.${new Date().toISOString().slice(0, 10)}`;
  const extra = ready ? (
    <Space size={4}>
      {chart === undefined ? null : (
        <Button
          size="small"
          icon={<FileImageOutlined />}
          data-testid={`${testId}-png`}
          onClick={() => exportPng(chartRef.current?.chart, fileName)}
        >
          PNG
        </Button>
      )}
      <Button
        size="small"
        icon={<DownloadOutlined />}
        data-testid={`${testId}-csv`}
        onClick={() => {
          const { header, rows } = csv(data);
          downloadCsv(`${fileName}.csv`, toCsv(header, rows));
        }}
      >
        CSV
      </Button>
    </Space>
  ) : null;
  let content: ReactNode;
  if (refused) {
    content = (
      <Typography.Text type="secondary" data-testid={`${testId}-no-access`}>
        {t('no_access')}
      </Typography.Text>
    );
  } else if (query.isLoading) {
    content = <Spin data-testid={`${testId}-loading`} />;
  } else if (query.error) {
    content = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!ready) {
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span data-testid={`${testId}-empty`}>{t('no_data')}</span>} />;
  } else {
    content = (
      <>
        {chart === undefined ? null : <HighchartsReact highcharts={Highcharts} options={chart(data)} ref={chartRef} />}
        {body?.(data)}
      </>
    );
  }
  return (
    <Card title={title} extra={extra} data-testid={testId} size="small" styles={{ body: { minHeight: 180 } }}>
      {content}
    </Card>
  );
}
