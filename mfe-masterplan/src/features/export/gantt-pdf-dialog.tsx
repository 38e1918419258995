import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Checkbox, Form, Input, InputNumber, Modal, Progress, Radio, Space, Spin, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PdfJobView } from '@tenon/contracts/types';
import { ApiError, downloadPdfJob, pdfJobStatus, startPdfJob, useSession } from '@tenon/ui';
import { fetchPlan } from '../gantt/editor/plan.api';
import { EXPORT_NAMESPACE } from './export-messages';
import { layoutGanttPrint, PAGES_WIDE_MAX, PRINT_PAPERS, PRINT_ZOOMS } from './gantt-print-layout';
import { followPdfJob } from './pdf-job-follower';
import { DEFAULT_PRINT_OPTIONS, ganttPrintPath, PRINT_COLUMNS, printColumnsWidth, type GanttPrintOptions } from './gantt-print-options';

/** The Gantt's print is given 280 s to load (its page's limit); a failure after that was the clock, not the page. */
const SLOW_PRINT_MS = 280_000;

interface Props {
  open: boolean;
  projectId: string;
  scheduleId: string;
  fileName: string;
  onClose: () => void;
}

/** The Gantt as PDF: what to print, checked against the saved plan before the server is asked to print it. */
export function GanttPdfDialog({ open, projectId, scheduleId, fileName, onClose }: Props) {
  const { t } = useTranslation(EXPORT_NAMESPACE);
  const { message } = App.useApp();
  const companyId = useSession().companySession?.company.id ?? null;
  const [options, setOptions] = useState<GanttPrintOptions>(DEFAULT_PRINT_OPTIONS);
  // The print runs on the server; the dialog shows its stages while open, and may be closed meanwhile.
  const [job, setJob] = useState<PdfJobView | null>(null);
  const [starting, setStarting] = useState(false);
  const mounted = useRef(true);
  // The same query as the Gantt page's, so the plan already open is not read again.
  const plan = useQuery({
    queryKey: ['masterplan', 'plan', companyId, projectId, scheduleId],
    queryFn: () => fetchPlan(projectId, scheduleId),
    enabled: open && companyId !== null,
    staleTime: Infinity,
  });
  const check = useMemo(() => {
    if (plan.data === undefined) return null;
    if (!options.columns.includes('name')) return { ok: false as const, reason: 'no_columns' };
    const result = layoutGanttPrint(plan.data.activities, { ...options, columnsWidth: printColumnsWidth(options.columns) });
    return result.ok ? { ok: true as const, pages: result.layout.pages.length } : { ok: false as const, reason: result.reason.replace(/-/g, '_') };
  }, [plan.data, options]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const print = () => {
    // The server takes plain ASCII names only (a header value): other characters become dashes.
    const safeName = fileName.replace(/[^A-Za-z0-9 ._-]/g, '-').slice(0, 120).trim() || 'gantt';
    setStarting(true);
    startPdfJob(ganttPrintPath(projectId, scheduleId, options), safeName)
      .then(async (started) => {
        if (mounted.current) setJob(started);
        const last = await followPdfJob(started, {
          status: (jobId) => pdfJobStatus(jobId),
          wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
          onChange: (next) => {
            if (mounted.current) setJob(next);
          },
        });
        if (last.stage === 'failed') {
          // Stopped at the server's limit (spec 2 §2.11, 5 minutes): say what to print instead.
          void message.error(last.elapsedMs >= SLOW_PRINT_MS ? t('pdf_too_slow') : (last.error ?? t('pdf_failed')), 8);
          return;
        }
        await downloadPdfJob(last);
        void message.success(t('pdf_done'));
        if (mounted.current) onClose();
      })
      .catch((error: unknown) => {
        void message.error(error instanceof ApiError ? error.message : t('pdf_failed'), 6);
      })
      .finally(() => {
        if (!mounted.current) return;
        setStarting(false);
        setJob(null);
      });
  };
  const set = (change: Partial<GanttPrintOptions>) => setOptions((current) => ({ ...current, ...change }));
  const printing = starting || job !== null;

  return (
    <Modal
      open={open}
      title={t('pdf_title')}
      okText={t('pdf_create')}
      cancelText={printing ? t('pdf_hide') : t('pdf_cancel')}
      onOk={print}
      onCancel={() => {
        // Closing does not stop the print: the PDF downloads when it is ready.
        if (printing) void message.info(t('pdf_continues'), 5);
        onClose();
      }}
      okButtonProps={{ disabled: check?.ok !== true || printing, loading: printing, 'data-testid': 'gantt-pdf-create' }}
      width={640}
      destroyOnHidden
      data-testid="gantt-pdf-dialog"
    >
      <Form layout="vertical" disabled={printing}>
        <Form.Item label={t('pdf_columns')}>
          <Checkbox.Group value={options.columns} onChange={(values) => set({ columns: PRINT_COLUMNS.filter((column) => values.includes(column)) })}>
            {PRINT_COLUMNS.map((column) => (
              <Checkbox key={column} value={column} data-testid={`gantt-pdf-column-${column}`}>
                {t(`col_${column}`)}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item label={t('pdf_range')} extra={t('pdf_range_hint')}>
          <Space>
            <Input type="date" value={options.from ?? ''} onChange={(event) => set({ from: event.target.value === '' ? null : event.target.value })} data-testid="gantt-pdf-from" />
            <span>–</span>
            <Input type="date" value={options.to ?? ''} onChange={(event) => set({ to: event.target.value === '' ? null : event.target.value })} data-testid="gantt-pdf-to" />
          </Space>
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item label={t('pdf_zoom')}>
            <Radio.Group value={options.zoom} onChange={(event) => set({ zoom: event.target.value as GanttPrintOptions['zoom'] })} optionType="button">
              {PRINT_ZOOMS.map((zoom) => (
                <Radio.Button key={zoom} value={zoom} data-testid={`gantt-pdf-zoom-${zoom}`}>
                  {t(`zoom_${zoom}`)}
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('pdf_pages_wide')}>
            <InputNumber min={1} max={PAGES_WIDE_MAX} precision={0} value={options.pagesWide} onChange={(value) => set({ pagesWide: value ?? 1 })} data-testid="gantt-pdf-pages" />
          </Form.Item>
          <Form.Item label={t('pdf_paper')}>
            <Radio.Group value={options.paper} onChange={(event) => set({ paper: event.target.value as GanttPrintOptions['paper'] })} optionType="button">
              {PRINT_PAPERS.map((paper) => (
                <Radio.Button key={paper} value={paper} data-testid={`gantt-pdf-paper-${paper}`}>
                  {paper}
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('pdf_legend')}>
            <Switch checked={options.legend} onChange={(legend) => set({ legend })} data-testid="gantt-pdf-legend" />
          </Form.Item>
        </Space>
      </Form>
      {plan.isLoading ? <Spin /> : null}
      {check !== null && !check.ok ? <Alert type="warning" showIcon message={t(check.reason === 'no_columns' ? 'pdf_no_columns' : `print_${check.reason}`)} data-testid="gantt-pdf-refused" /> : null}
      {check?.ok === true && !printing ? <Alert type="info" message={t('pdf_pages', { count: check.pages })} data-testid="gantt-pdf-pages-count" /> : null}
      {printing ? (
        <div data-testid="gantt-pdf-progress" data-stage={job?.stage ?? 'starting'}>
          <Progress percent={job?.progress ?? 0} status="active" size="small" />
          <span>{t('pdf_printing', { count: check?.ok === true ? check.pages : 0, seconds: Math.round((job?.elapsedMs ?? 0) / 1000), stage: t(`pdf_stage_${job?.stage ?? 'queued'}`) })}</span>
        </div>
      ) : null}
    </Modal>
  );
}
