import { useState } from 'react';
import { App, Button, Dropdown } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ScheduleFileFormat } from '@tenon/contracts/types';
import { ApiError } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';
import { fetchPlanExport, saveFile } from './plan-export.api';

const FORMATS: ScheduleFileFormat[] = ['mspdi', 'xer', 'p6xml'];

/** The Gantt's Export menu: the saved plan as a file for MS Project or P6 (spec 2 §2.11). */
export function ExportMenu({ projectId, scheduleId, scheduleName }: { projectId: string; scheduleId: string; scheduleName: string }) {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
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
  return (
    <Dropdown
      trigger={['click']}
      disabled={busy}
      menu={{ items: FORMATS.map((format) => ({ key: format, label: t(`export_as_${format}`), 'data-testid': `gantt-export-${format}` })), onClick: ({ key }) => exportAs(key as ScheduleFileFormat) }}
    >
      <Button icon={<DownloadOutlined aria-hidden />} loading={busy} data-testid="gantt-export">
        {t('export')}
      </Button>
    </Dropdown>
  );
}
