import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Checkbox, Form, Input, InputNumber, Modal, Radio, Space, Spin, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, downloadPdf, useSession } from '@tenon/ui';
import { fetchPlan } from '../gantt/editor/plan.api';
import { EXPORT_NAMESPACE } from './export-messages';
import { layoutGanttPrint, PAGES_WIDE_MAX, PRINT_PAPERS, PRINT_ZOOMS } from './gantt-print-layout';
import { DEFAULT_PRINT_OPTIONS, ganttPrintPath, PRINT_COLUMNS, printColumnsWidth, type GanttPrintOptions } from './gantt-print-options';

/** Spec 2 §2.11: an export is given up after 5 minutes. */
const EXPORT_LIMIT_MS = 300_000;

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
  const [printingSince, setPrintingSince] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const abort = useRef<AbortController | null>(null);
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
    if (printingSince === null) return undefined;
    const timer = setInterval(() => setElapsed(Math.round((Date.now() - printingSince) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [printingSince]);
  useEffect(() => () => abort.current?.abort(), []);

  const print = () => {
    const controller = new AbortController();
    abort.current = controller;
    const limit = setTimeout(() => controller.abort(), EXPORT_LIMIT_MS);
    setElapsed(0);
    setPrintingSince(Date.now());
    // The server takes plain ASCII names only (a header value): other characters become dashes.
    const safeName = fileName.replace(/[^A-Za-z0-9 ._-]/g, '-').slice(0, 120).trim() || 'gantt';
    downloadPdf(ganttPrintPath(projectId, scheduleId, options), safeName, controller.signal)
      .then(() => {
        void message.success(t('pdf_done'));
        onClose();
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'TIMEOUT') void message.error(t('pdf_too_slow'), 8);
        else void message.error(error instanceof ApiError ? error.message : t('pdf_failed'), 6);
      })
      .finally(() => {
        clearTimeout(limit);
        setPrintingSince(null);
      });
  };
  const set = (change: Partial<GanttPrintOptions>) => setOptions((current) => ({ ...current, ...change }));
  const printing = printingSince !== null;

  return (
    <Modal
      open={open}
      title={t('pdf_title')}
      okText={t('pdf_create')}
      cancelText={t('pdf_cancel')}
      onOk={print}
      onCancel={() => {
        abort.current?.abort();
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
      {printing ? <Alert type="info" showIcon icon={<Spin size="small" />} message={t('pdf_printing', { seconds: elapsed, count: check?.ok === true ? check.pages : 0 })} data-testid="gantt-pdf-progress" /> : null}
    </Modal>
  );
}
