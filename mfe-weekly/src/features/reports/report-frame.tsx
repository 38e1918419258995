import { useState, type ReactNode } from 'react';
import { App, Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, FileExcelOutlined, FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, downloadPdf, isPrintMode, PrintReady } from '@tenon/ui';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import type { WeekReportRow } from './week-report-rows';

interface Props {
  testId: string;
  title: string;
  subtitle: string;
  /** The week's commitments page the back button returns to. */
  backTo: string;
  ready: boolean;
  /** The name the PDF (and workbook) download under. */
  fileName: string;
  /** Given, the header offers the week's workbook too. */
  exportExcel?: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * The page around a week's report: its title, the back, print and export buttons (left out of the printed page), the
 * report, and when it was generated. Printed by the server once `ready` says the data is drawn.
 */
export function ReportFrame({ testId, title, subtitle, backTo, ready, fileName, exportExcel, children }: Props) {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  const { message } = App.useApp();
  const printing = isPrintMode();
  const [exporting, setExporting] = useState<'pdf' | 'excel' | null>(null);
  // The server prints this very page (its address and query) once it says it is ready.
  const exportPdf = () => {
    setExporting('pdf');
    downloadPdf(`${window.location.pathname}${window.location.search}`, fileName)
      .catch((error: unknown) => void message.error(t('report_pdf_failed', { reason: error instanceof ApiError ? error.message : String(error) }), 6))
      .finally(() => setExporting(null));
  };
  const onExcel =
    exportExcel === undefined
      ? undefined
      : () => {
          setExporting('excel');
          exportExcel()
            .catch((error: unknown) => void message.error(String(error), 6))
            .finally(() => setExporting(null));
        };
  return (
    <div style={{ padding: printing ? 0 : 24, background: '#fff' }} data-testid={testId}>
      <PrintReady ready={ready} />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start" wrap>
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="report-subtitle">
              {subtitle}
            </Typography.Text>
          </div>
          {printing ? null : (
            <Space wrap className="no-print">
              <Link to={backTo}>
                <Button icon={<ArrowLeftOutlined />}>{t('report_back')}</Button>
              </Link>
              <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="report-print">
                {t('report_print')}
              </Button>
              <Button icon={<FilePdfOutlined />} loading={exporting === 'pdf'} onClick={exportPdf} data-testid="report-pdf">
                {t('report_pdf')}
              </Button>
              {onExcel === undefined ? null : (
                <Button icon={<FileExcelOutlined />} loading={exporting === 'excel'} onClick={onExcel} data-testid="report-excel">
                  {t('report_excel')}
                </Button>
              )}
            </Space>
          )}
        </Space>
        {children}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('report_generated', { at: new Date().toLocaleString() })}
        </Typography.Text>
      </Space>
    </div>
  );
}

/** The week's commitments under their activities, the activities shaded. */
export function ReportTable({ columns, rows }: { columns: TableColumnsType<WeekReportRow>; rows: WeekReportRow[] }) {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  return (
    <Table<WeekReportRow>
      size="small"
      rowKey="key"
      pagination={false}
      columns={columns}
      dataSource={rows}
      locale={{ emptyText: t('report_no_commitments') }}
      data-testid="report-table"
      onRow={(row) => (row.kind === 'activity' ? { style: { background: '#fafafa' } } : {})}
    />
  );
}
