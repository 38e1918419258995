import { useState } from 'react';
import { Alert, App, Button, Result, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReimportDiff } from '@tenon/contracts/types';
import { ApiError, EmptyState, ErrorState, LoadingState, ModulePage, SelectScheduleState } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';
import { applyScheduleUpdate, uploadScheduleUpdate } from './import.api';
import { IMPORT_ERROR_CODES, registerImportMessages } from './import-messages';
import { ReimportDiffPanel, selectAll, selectedCount, type ReimportSelection } from './reimport-diff-panel';
import { ScheduleFileDropzone, ScheduleFileProgress, useScheduleFileUpload } from './schedule-file-upload';
import { useImportTarget } from './use-import-target';

registerImportMessages();

type Stage =
  | { kind: 'choose' }
  | { kind: 'uploading'; fileName: string; sent: number }
  | { kind: 'diff'; diff: ReimportDiff; selection: ReimportSelection; applying: boolean; error: unknown }
  | { kind: 'failed'; error: unknown };

/**
 * /importgantt/:sectorId/reimport (spec 2 §2.2): a newer version of the schedule's file, its diff against the plan
 * with a tick per change, and the ticked part saved as one version that the Gantt opens on.
 */
export function ReimportPage() {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { scheduleId, projectId, projectLoading, canImport, summaries, schedule } = useImportTarget();
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });

  const openGantt = () => void navigate(`/gantt/${scheduleId}/ganttchart`);
  const start = useScheduleFileUpload(
    (file, onProgress, signal) => uploadScheduleUpdate(projectId ?? '', scheduleId, file, onProgress, signal),
    setStage,
    (diff) => setStage({ kind: 'diff', diff, selection: selectAll(diff), applying: false, error: null }),
  );
  const apply = (diff: ReimportDiff, selection: ReimportSelection) => {
    setStage({ kind: 'diff', diff, selection, applying: true, error: null });
    applyScheduleUpdate(projectId ?? '', scheduleId, diff.importId, selection).then(
      (reply) => {
        // The Gantt holds the plan it read; it must open on the version just saved.
        queryClient.removeQueries({ queryKey: ['masterplan'] });
        void message.success({ content: t('reimport_applied', { version: reply.version }), duration: 5 });
        openGantt();
      },
      // The diff and the ticks stay on screen: a refused apply loses none of the planner's choices.
      (error: unknown) => setStage({ kind: 'diff', diff, selection, applying: false, error }),
    );
  };

  const errorText = (error: unknown) => {
    if (!(error instanceof ApiError)) return { title: t('import_error_title'), detail: t('import_error_other') };
    const known = (IMPORT_ERROR_CODES as readonly string[]).includes(error.code);
    return { title: known ? t(`import_error_${error.code}`) : t('import_error_title'), detail: error.message };
  };

  const stageView = () => {
    switch (stage.kind) {
      case 'choose':
        return (
          <>
            <Typography.Paragraph>{t('reimport_intro')}</Typography.Paragraph>
            <ScheduleFileDropzone onFile={start} testId="reimport-dragger" />
          </>
        );
      case 'uploading':
        return <ScheduleFileProgress fileName={stage.fileName} sent={stage.sent} testId="reimport-progress" />;
      case 'diff': {
        const { diff, selection } = stage;
        const count = selectedCount(selection);
        const empty = diff.added.length + diff.removed.length + diff.changed.length === 0;
        const failure = stage.error === null ? null : errorText(stage.error);
        return (
          <Spin spinning={stage.applying} tip={t('reimport_applying')}>
            {empty ? <Alert type="info" showIcon message={t('reimport_nothing')} data-testid="reimport-nothing" style={{ marginBottom: 16 }} /> : null}
            {failure === null ? null : <Alert type="error" showIcon message={failure.title} description={failure.detail} data-testid="reimport-error" style={{ marginBottom: 16 }} />}
            <ReimportDiffPanel diff={diff} selection={selection} onSelect={(next) => setStage({ ...stage, selection: next, error: null })} />
            <Space style={{ marginTop: 16 }}>
              <Button onClick={() => setStage({ kind: 'choose' })} data-testid="reimport-other-file">
                {t('import_other_file')}
              </Button>
              <Button type="primary" disabled={count === 0 || stage.applying} onClick={() => apply(diff, selection)} data-testid="reimport-apply">
                {t('reimport_apply', { count })}
              </Button>
            </Space>
          </Spin>
        );
      }
      case 'failed': {
        const { title, detail } = errorText(stage.error);
        return (
          <>
            <Alert type="error" showIcon message={title} description={detail} data-testid="reimport-failed" style={{ marginBottom: 16 }} />
            <Button onClick={() => setStage({ kind: 'choose' })} data-testid="reimport-retry">
              {t('import_other_file')}
            </Button>
          </>
        );
      }
    }
  };

  const body = () => {
    if (projectLoading || summaries.isLoading) return <LoadingState />;
    if (projectId === null) return <SelectScheduleState needsProject />;
    if (summaries.isError) return <ErrorState error={summaries.error} onRetry={() => void summaries.refetch()} />;
    if (schedule === undefined) return <EmptyState testId="reimport-schedule-missing" title={t('schedule_missing')} />;
    if (!canImport) return <Result status="403" title={t('import_no_permission')} data-testid="reimport-no-permission" />;
    return stageView();
  };

  const back = (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={openGantt} data-testid="reimport-back">
      {t('reimport_cancel')}
    </Button>
  );
  return (
    <ModulePage testId="reimport-page" title={t('reimport_title', { schedule: schedule?.name ?? '' })} extra={back}>
      {body()}
    </ModulePage>
  );
}
