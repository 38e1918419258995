import { useState } from 'react';
import { Alert, Button, Result, Space, Spin, Steps } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FinishImportReply, ImportPreview } from '@tenon/contracts/types';
import { ApiError, EmptyState, ErrorState, LoadingState, ModulePage, SelectScheduleState } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';
import { chooseImportProject, finishImport, uploadScheduleFile } from './import.api';
import { IMPORT_ERROR_CODES, registerImportMessages } from './import-messages';
import { ImportPreviewPanel } from './import-preview';
import { ScheduleFileDropzone, ScheduleFileProgress, useScheduleFileUpload } from './schedule-file-upload';
import { useImportTarget } from './use-import-target';

registerImportMessages();

type Stage =
  | { kind: 'choose' }
  | { kind: 'uploading'; fileName: string; sent: number }
  | { kind: 'preview'; preview: ImportPreview; choosing: boolean }
  | { kind: 'creating'; preview: ImportPreview }
  | { kind: 'done'; reply: FinishImportReply }
  | { kind: 'failed'; error: unknown };

const stepOf = (stage: Stage): number => (stage.kind === 'choose' ? 0 : stage.kind === 'done' ? 2 : 1);

/** /importgantt/:sectorId (spec 2 §2.2): upload, process (progress, then the preview), finish (creates and opens the Gantt). */
export function ImportPage() {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { scheduleId, projectId, projectLoading, canImport, summaries, schedule } = useImportTarget();
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });

  const fail = (error: unknown) => setStage({ kind: 'failed', error });
  const openGantt = () => void navigate(`/gantt/${scheduleId}/ganttchart`);
  const start = useScheduleFileUpload(
    (file, onProgress, signal) => uploadScheduleFile(projectId ?? '', scheduleId, file, onProgress, signal),
    setStage,
    (preview) => setStage({ kind: 'preview', preview, choosing: false }),
  );
  const chooseProject = (preview: ImportPreview, sourceProjectId: string) => {
    setStage({ kind: 'preview', preview, choosing: true });
    chooseImportProject(projectId ?? '', scheduleId, preview.importId, sourceProjectId).then((next) => setStage({ kind: 'preview', preview: next, choosing: false }), fail);
  };
  const create = (preview: ImportPreview) => {
    setStage({ kind: 'creating', preview });
    finishImport(projectId ?? '', scheduleId, preview.importId).then((reply) => {
      // The Gantt page may hold this schedule's empty plan and its schedule from before: it must load the new ones, not show those first.
      queryClient.removeQueries({ queryKey: ['masterplan'] });
      setStage({ kind: 'done', reply });
      openGantt();
    }, fail);
  };

  const errorText = (error: unknown) => {
    if (!(error instanceof ApiError)) return { title: t('import_error_title'), detail: t('import_error_other') };
    const known = (IMPORT_ERROR_CODES as readonly string[]).includes(error.code);
    // The reader says exactly what is wrong with the file (which element, which line); it is shown under the title.
    return { title: known ? t(`import_error_${error.code}`) : t('import_error_title'), detail: error.message };
  };

  const body = () => {
    if (projectLoading || summaries.isLoading) return <LoadingState />;
    if (projectId === null) return <SelectScheduleState needsProject />;
    if (summaries.isError) return <ErrorState error={summaries.error} onRetry={() => void summaries.refetch()} />;
    if (schedule === undefined) return <EmptyState testId="import-schedule-missing" title={t('schedule_missing')} />;
    if (!canImport) return <Result status="403" title={t('import_no_permission')} data-testid="import-no-permission" />;
    if (schedule.activityCount > 0 && stage.kind !== 'done') {
      return <Result status="info" title={t('import_gantt_exists')} data-testid="import-gantt-exists" extra={<Button onClick={openGantt}>{t('import_open')}</Button>} />;
    }
    return (
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Steps
          current={stepOf(stage)}
          status={stage.kind === 'failed' ? 'error' : undefined}
          items={[{ title: t('import_step_upload') }, { title: t('import_step_process') }, { title: t('import_step_finish') }]}
          data-testid="import-steps"
        />
        {stageView()}
      </Space>
    );
  };

  const stageView = () => {
    switch (stage.kind) {
      case 'choose':
        return <ScheduleFileDropzone onFile={start} testId="import-dragger" />;
      case 'uploading':
        return <ScheduleFileProgress fileName={stage.fileName} sent={stage.sent} testId="import-progress" />;
      case 'preview':
        return (
          <>
            <ImportPreviewPanel preview={stage.preview} choosing={stage.choosing} onChooseProject={(id) => chooseProject(stage.preview, id)} />
            <Space>
              <Button onClick={() => setStage({ kind: 'choose' })} data-testid="import-other-file">
                {t('import_other_file')}
              </Button>
              <Button type="primary" disabled={stage.choosing} onClick={() => create(stage.preview)} data-testid="import-create">
                {t('import_create')}
              </Button>
            </Space>
          </>
        );
      case 'creating':
        return (
          <Spin tip={t('import_creating')} size="large" data-testid="import-creating">
            <ImportPreviewPanel preview={stage.preview} choosing onChooseProject={() => undefined} />
          </Spin>
        );
      case 'done':
        return (
          <Result
            status="success"
            title={t('import_done', { count: stage.reply.activities })}
            data-testid="import-done"
            extra={
              <Button type="primary" onClick={openGantt} data-testid="import-open-gantt">
                {t('import_open')}
              </Button>
            }
          />
        );
      case 'failed': {
        const { title, detail } = errorText(stage.error);
        return (
          <>
            <Alert type="error" showIcon message={title} description={detail} data-testid="import-error" />
            <Button onClick={() => setStage({ kind: 'choose' })} data-testid="import-retry">
              {t('import_other_file')}
            </Button>
          </>
        );
      }
    }
  };

  const back = (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => void navigate('/masterplan')} data-testid="import-back">
      {t('import_back')}
    </Button>
  );
  return (
    <ModulePage testId="import-page" title={t('import_title', { schedule: schedule?.name ?? '' })} extra={back}>
      {body()}
    </ModulePage>
  );
}
