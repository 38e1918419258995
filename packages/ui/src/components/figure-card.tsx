import type { CSSProperties, ReactNode } from 'react';
import { Button, Card, Empty, Space, Spin } from 'antd';
import { DownloadOutlined, FileImageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv, type CsvCell } from '../exports/csv';
import { ErrorState } from './query-states';

/** A figure's CSV export: the header and a row per line. */
export interface FigureCsv {
  header: string[];
  rows: CsvCell[][];
}

export interface FigureCardProps {
  testId: string;
  title: string;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  empty: boolean;
  /** Shown instead of the figure and its states, e.g. to someone who may not see it. */
  notice?: ReactNode;
  /** Whether the export buttons show; by default only while the figure itself is shown. */
  exportable?: boolean;
  csv: () => FigureCsv;
  /** The PNG export of a figure drawn as a chart, given the file's name. */
  onPng?: (fileName: string) => void;
  style?: CSSProperties;
  children: ReactNode;
}

/** One figure of an analytics page: its loading, error and empty states, and its CSV (and PNG) export when it has data. */
export function FigureCard({ testId, title, loading, error, onRetry, empty, notice, exportable, csv, onPng, style, children }: FigureCardProps) {
  const { t } = useTranslation('ui');
  const shown = notice === undefined && !loading && error == null && !empty;
  const fileName = `${testId}.${new Date().toISOString().slice(0, 10)}`;
  // The export buttons say the file format, the same in every language.
  const extra = (exportable ?? shown) ? (
    <Space size={4}>
      {onPng === undefined ? null : (
        <Button size="small" icon={<FileImageOutlined />} data-testid={`${testId}-png`} onClick={() => onPng(fileName)}>
          PNG
        </Button>
      )}
      <Button
        size="small"
        icon={<DownloadOutlined />}
        data-testid={`${testId}-csv`}
        onClick={() => {
          const { header, rows } = csv();
          downloadCsv(`${fileName}.csv`, toCsv(header, rows));
        }}
      >
        CSV
      </Button>
    </Space>
  ) : null;
  let content: ReactNode;
  if (notice !== undefined) content = notice;
  else if (loading) content = <Spin data-testid={`${testId}-loading`} />;
  else if (error != null) content = <ErrorState error={error} onRetry={onRetry} />;
  else if (empty) content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span data-testid={`${testId}-empty`}>{t('no_data')}</span>} />;
  else content = children;
  return (
    <Card title={title} extra={extra} data-testid={testId} size="small" styles={{ body: { minHeight: 180 } }} style={style}>
      {content}
    </Card>
  );
}
