import type { ReactNode } from 'react';
import { Button, Card, Empty, Space, Spin } from 'antd';
import { DownloadOutlined, FileImageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadCsv, ErrorState, toCsv } from '@tenon/ui';
import { TAKT_NAMESPACE } from '../../i18n/takt-messages';

interface AnalyticsCardProps {
  testId: string;
  title: string;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  empty: boolean;
  csv: () => { header: string[]; rows: Array<Array<string | number | null>> };
  onPng?: () => void;
  children: ReactNode;
}

/** One figure of the page with its loading, error and empty states, and its CSV (and PNG) export when it has data. */
export function AnalyticsCard({ testId, title, loading, error, onRetry, empty, csv, onPng, children }: AnalyticsCardProps) {
  const { t } = useTranslation(TAKT_NAMESPACE);
  const ready = !loading && error == null && !empty;
  const fileName = `${testId}.${new Date().toISOString().slice(0, 10)}`;
  const extra = ready ? (
    <Space size={4}>
      {onPng === undefined ? null : (
        <Button size="small" icon={<FileImageOutlined />} data-testid={`${testId}-png`} onClick={onPng}>
          {t('export_png')}
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
        {t('export_csv')}
      </Button>
    </Space>
  ) : null;
  let content: ReactNode;
  if (loading) content = <Spin data-testid={`${testId}-loading`} />;
  else if (error != null) content = <ErrorState error={error} onRetry={onRetry} />;
  else if (empty) content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span data-testid={`${testId}-empty`}>{t('no_data')}</span>} />;
  else content = children;
  return (
    <Card title={title} extra={extra} data-testid={testId} size="small" styles={{ body: { minHeight: 180 } }} style={{ marginBottom: 16 }}>
      {content}
    </Card>
  );
}
