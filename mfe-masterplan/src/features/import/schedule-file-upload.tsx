import { useRef } from 'react';
import { Progress, Spin, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';

/** File names the importers take; the content decides the format, the name only keeps obvious mistakes out. */
export const SCHEDULE_FILE_NAME = /\.(xml|xer|pmxml)$/i;

/** The drop zone of the import and update pages: one file, read by the caller. */
export function ScheduleFileDropzone({ onFile, testId }: { onFile: (file: File) => void; testId: string }) {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  return (
    <div data-testid={testId}>
      <Upload.Dragger
        accept=".xml,.xer"
        multiple={false}
        showUploadList={false}
        beforeUpload={(file) => {
          onFile(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('import_drop')}</p>
        <p className="ant-upload-hint">{t('import_drop_hint')}</p>
      </Upload.Dragger>
    </div>
  );
}

/** Upload progress, then a spinner while the service reads the file (which it does not report). */
export function ScheduleFileProgress({ fileName, sent, testId }: { fileName: string; sent: number; testId: string }) {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  return (
    <div data-testid={testId} role="status" aria-live="polite" style={{ textAlign: 'center', padding: 32 }}>
      {sent < 1 ? (
        <>
          <Progress type="circle" percent={Math.round(sent * 100)} />
          <p>{t('import_uploading', { name: fileName })}</p>
        </>
      ) : (
        <Spin tip={t('import_reading')} size="large">
          <div style={{ padding: 48 }} />
        </Spin>
      )}
    </div>
  );
}

/** Where an upload stands, for the page's own stages. */
export type UploadStage = { kind: 'uploading'; fileName: string; sent: number } | { kind: 'failed'; error: unknown };

/**
 * Starts sending a chosen file with its progress: a name the importers do not take fails at once, and a new file aborts
 * the one still on its way.
 */
export function useScheduleFileUpload<Result>(
  send: (file: File, onProgress: (sent: number) => void, signal: AbortSignal) => Promise<Result>,
  setStage: (stage: UploadStage) => void,
  uploaded: (result: Result) => void,
): (file: File) => void {
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  const upload = useRef<AbortController | null>(null);
  const fail = (error: unknown) => setStage({ kind: 'failed', error });
  return (file: File) => {
    if (!SCHEDULE_FILE_NAME.test(file.name)) return fail(new ApiError(0, 'WRONG_EXTENSION', t('import_wrong_extension')));
    upload.current?.abort();
    const controller = new AbortController();
    upload.current = controller;
    setStage({ kind: 'uploading', fileName: file.name, sent: 0 });
    send(file, (sent) => setStage({ kind: 'uploading', fileName: file.name, sent }), controller.signal).then(uploaded, fail);
  };
}
