import { useState } from 'react';
import { App, Button, Dropdown } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ScheduleFileFormat } from '@tenon/contracts/types';
import { ApiError } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';
import { EXPORT_NAMESPACE } from './export-messages';
import { GanttPdfDialog } from './gantt-pdf-dialog';
import { fetchPlanExport, saveFile } from './plan-export.api';
import { loadScheduleExport } from './schedule-export.api';
import { SHEET_COLUMNS, type ScheduleSheetColumn } from './schedule-rows';
import { downloadScheduleWorkbook } from './schedule-workbook';

const FORMATS: ScheduleFileFormat[] = ['mspdi', 'xer', 'p6xml'];

/** The Gantt's Export menu: the saved plan as a file for MS Project or P6, as a printed Gantt or as Excel (spec 2 §2.11). */
export function ExportMenu({ projectId, scheduleId, scheduleName }: { projectId: string; scheduleId: string; scheduleName: string }) {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const { t: te } = useTranslation(EXPORT_NAMESPACE);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [pdfOpen, setPdfOpen] = useState(false);
  const exportAs = (format: ScheduleFileFormat) => {
    setBusy(true);
    fetchPlanExport(projectId, scheduleId, format, scheduleName)
      .then((reply) => {
        saveFile(reply);
        void message.success(t('export_done', { name: reply.fileName, count: reply.activities }));
      })
      .catch((error: unknown) => void message.error(error instanceof ApiError ? error.message : t('export_failed')))
      .finally(() => setBusy(false));
  };
  const exportExcel = () => {
    setBusy(true);
    const headers = Object.fromEntries([...SHEET_COLUMNS.map((column) => [column, te(`col_${column}`)]), ['yes', te('yes')], ['no', te('no')]]) as Record<ScheduleSheetColumn | 'yes' | 'no', string>;
    loadScheduleExport(projectId, scheduleId)
      .then((data) => downloadScheduleWorkbook(data, headers, scheduleName))
      .then(() => void message.success(te('xlsx_done')))
      .catch((error: unknown) => void message.error(error instanceof ApiError ? error.message : te('xlsx_failed')))
      .finally(() => setBusy(false));
  };
  const items = [
    ...FORMATS.map((format) => ({ key: format, label: t(`export_as_${format}`), 'data-testid': `gantt-export-${format}` })),
    { type: 'divider' as const },
    { key: 'pdf', label: te('export_as_pdf'), 'data-testid': 'gantt-export-pdf' },
    { key: 'xlsx', label: te('export_as_xlsx'), 'data-testid': 'gantt-export-xlsx' },
  ];
  const choose = (key: string) => {
    if (key === 'pdf') setPdfOpen(true);
    else if (key === 'xlsx') exportExcel();
    else exportAs(key as ScheduleFileFormat);
  };
  return (
    <>
      <Dropdown trigger={['click']} disabled={busy} menu={{ items, onClick: ({ key }) => choose(key) }}>
        <Button icon={<DownloadOutlined aria-hidden />} loading={busy} data-testid="gantt-export">
          {t('export')}
        </Button>
      </Dropdown>
      {pdfOpen ? <GanttPdfDialog open projectId={projectId} scheduleId={scheduleId} fileName={scheduleName} onClose={() => setPdfOpen(false)} /> : null}
    </>
  );
}
