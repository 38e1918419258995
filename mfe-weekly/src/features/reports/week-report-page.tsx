import { useMemo, useState } from 'react';
import { App, Button, Card, Result, Space, Statistic, Table, Tag, Typography } from 'antd';
import { FileExcelOutlined, FilePdfOutlined, PrinterOutlined, ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { planningWeekByNumber } from '@tenon/lean';
import { ApiError, downloadPdf, ErrorState, isPrintMode, LoadingState, PrintReady, useProjectsQuery, useSchedulesQuery, useSession } from '@tenon/ui';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import { listCncs } from '../cncs/cncs.api';
import { getWeek } from '../commitments/weeks.api';
import { useWeekNames } from '../commitments/week-names';
import { downloadWeekWorkbook } from './week-report-export';
import { weekReportRows, type WeekReportKind, type WeekReportRow } from './week-report-rows';

const HEADER_KEYS = ['activity', 'task', 'responsible', 'subcontract', 'start', 'finish', 'progress', 'committed', 'realized', 'met', 'causes'] as const;

/**
 * The week's commitment or closure report (spec part 2, 2.11): one page that reads well on screen, prints well, and is
 * what the server prints to PDF. Its address names the week by planning day, number and year.
 */
export function WeekReportPage({ kind }: { kind: WeekReportKind }) {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  const { message } = App.useApp();
  const params = useParams();
  const [search] = useSearchParams();
  const printing = isPrintMode();
  const companyId = useSession().companySession?.company.id ?? null;
  const projectId = params.projectId ?? null;
  const scheduleId = params.sectorId ?? null;
  const planificationDay = Number(params.planificationDay);
  const weekNumber = Number(params.week);
  const year = Number(params.year ?? search.get('year') ?? new Date().getFullYear());
  const week = Number.isInteger(planificationDay) && planificationDay >= 0 && planificationDay <= 6 ? planningWeekByNumber(year, weekNumber, planificationDay) : null;
  const place = projectId === null || scheduleId === null ? null : { projectId, scheduleId };

  const report = useQuery({
    queryKey: ['weekly', 'report', companyId, projectId, scheduleId, week?.start ?? null],
    queryFn: async () => {
      const [weekReply, cncs] = await Promise.all([getWeek(place!, week!.start), listCncs(place!)]);
      return { week: weekReply, cncs: cncs.cncs.filter((cnc) => cnc.weekStart === weekReply.week.start) };
    },
    enabled: companyId !== null && place !== null && week !== null,
  });
  const projects = useProjectsQuery();
  const schedules = useSchedulesQuery(projectId);
  const names = useWeekNames(projectId);
  const [exporting, setExporting] = useState<'pdf' | 'excel' | null>(null);
  const rows = useMemo(() => (report.data === undefined ? [] : weekReportRows(report.data.week, report.data.cncs, names)), [report.data, names]);

  if (place === null || week === null) return <Result status="warning" title={t('report_no_week', { week: params.week, year })} data-testid="report-no-week" />;
  if (report.isError) return <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  if (report.data === undefined) return <LoadingState />;

  const data = report.data.week;
  const projectName = projects.data?.find((p) => p.id === projectId)?.name ?? '';
  const scheduleName = schedules.data?.find((s) => s.id === scheduleId)?.name ?? '';
  const closure = kind === 'closure';
  const title = t(closure ? 'report_closure_title' : 'report_commitment_title');
  const fileName = `${closure ? 'closure' : 'commitments'} ${scheduleName} week ${data.week.week} ${data.week.year}`.replace(/[^A-Za-z0-9 ._-]/g, '').trim();
  const headers: Record<string, string> = { yes: t('report_yes'), no: t('report_no') };
  for (const key of HEADER_KEYS) headers[key] = t(`report_col_${key}`);
  const ready = !report.isFetching && !projects.isLoading && !schedules.isLoading;

  const exportPdf = () => {
    setExporting('pdf');
    downloadPdf(`${window.location.pathname}${window.location.search}`, fileName)
      .catch((error: unknown) => void message.error(t('report_pdf_failed', { reason: error instanceof ApiError ? error.message : String(error) }), 6))
      .finally(() => setExporting(null));
  };
  const exportExcel = () => {
    setExporting('excel');
    void downloadWeekWorkbook(rows, kind, headers, fileName)
      .catch((error: unknown) => void message.error(String(error), 6))
      .finally(() => setExporting(null));
  };

  const columns = [
    { title: t('report_col_task'), key: 'name', render: (_: unknown, row: WeekReportRow) => (row.kind === 'activity' ? <strong>{row.name}</strong> : <span style={{ paddingLeft: 16 }}>{row.name}</span>) },
    ...(['responsible', 'subcontract', 'start', 'finish'] as const).map((key) => ({
      title: t(`report_col_${key}`),
      key,
      width: key === 'start' || key === 'finish' ? 104 : undefined,
      render: (_: unknown, row: WeekReportRow) => (row.kind === 'commitment' ? row[key] : null),
    })),
    { title: t('report_col_committed'), key: 'committed', width: 110, align: 'right' as const, render: (_: unknown, row: WeekReportRow) => (row.kind === 'commitment' ? `${row.committed}%` : null) },
    ...(closure
      ? [
          { title: t('report_col_realized'), key: 'realized', width: 100, align: 'right' as const, render: (_: unknown, row: WeekReportRow) => (row.kind === 'commitment' && row.realized !== null ? `${row.realized}%` : null) },
          {
            title: t('report_col_met'),
            key: 'met',
            width: 80,
            render: (_: unknown, row: WeekReportRow) => (row.kind === 'commitment' && row.met !== null ? <Tag color={row.met ? 'green' : 'red'}>{t(row.met ? 'report_yes' : 'report_no')}</Tag> : null),
          },
          { title: t('report_col_causes'), key: 'causes', render: (_: unknown, row: WeekReportRow) => (row.kind === 'commitment' ? row.causes.join('; ') : null) },
        ]
      : []),
  ];

  return (
    <div style={{ padding: printing ? 0 : 24, background: '#fff' }} data-testid={`report-${kind}`}>
      <PrintReady ready={ready} />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start" wrap>
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="report-subtitle">
              {t('report_subtitle', { project: projectName, schedule: scheduleName, week: data.week.week, start: data.week.start, end: data.week.end })}
            </Typography.Text>
          </div>
          {printing ? null : (
            <Space wrap className="no-print">
              <Link to={`/weeklyplan/commintments/${place.projectId}/${place.scheduleId}?date=${data.week.start}`}>
                <Button icon={<ArrowLeftOutlined />}>{t('report_back')}</Button>
              </Link>
              <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="report-print">
                {t('report_print')}
              </Button>
              <Button icon={<FilePdfOutlined />} loading={exporting === 'pdf'} onClick={exportPdf} data-testid="report-pdf">
                {t('report_pdf')}
              </Button>
              <Button icon={<FileExcelOutlined />} loading={exporting === 'excel'} onClick={exportExcel} data-testid="report-excel">
                {t('report_excel')}
              </Button>
            </Space>
          )}
        </Space>
        <Card size="small">
          <Space size={40} wrap>
            <Statistic title={t('report_committed_count')} value={data.totals.committed} />
            {closure ? <Statistic title={t('report_met_count')} value={data.totals.met} /> : null}
            {closure ? <Statistic title={t('report_ppc')} value={data.ppc === null ? '—' : `${Math.round(data.ppc)}%`} valueStyle={{ color: '#1677ff' }} /> : null}
            <Statistic title=" " value={t(`report_state_${data.state.replace('-', '_')}`)} />
          </Space>
        </Card>
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
        {closure && report.data.cncs.length > 0 ? (
          <Card size="small" title={t('report_causes_title')} data-testid="report-causes">
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {report.data.cncs.map((cnc) => (
                <li key={cnc.id}>{cnc.name}</li>
              ))}
            </ul>
          </Card>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('report_generated', { at: new Date().toLocaleString() })}
        </Typography.Text>
      </Space>
    </div>
  );
}
