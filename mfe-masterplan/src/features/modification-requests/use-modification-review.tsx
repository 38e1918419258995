import { useCallback, useMemo, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { MODIFICATION_TOAST_MS } from '@tenon/contracts';
import type { ModificationRequestSummary, PlanActivity, ScheduleScope } from '@tenon/contracts/types';
import { minutesFromIso, type WorkingCalendar } from '@tenon/scheduling';
import { ApiError } from '@tenon/ui';
import type { PlanEditor } from '../gantt/editor/use-plan-editor';
import { approveModificationRequest, rejectModificationRequest } from './modification-requests.api';
import { modificationErrorKey, MODIFICATIONS_NAMESPACE } from './modification-messages';
import { previewModification, waitingByActivity } from './modification-preview';
import { useModificationRequests, useModificationRequestsChanged } from './use-modification-requests';

export interface ModificationReview {
  requests: ModificationRequestSummary[];
  waiting: ReadonlyMap<string, number>;
  waitingCount: number;
  panelOpen: boolean;
  setPanelOpen: (open: boolean) => void;
  previewing: ModificationRequestSummary | null;
  busy: boolean;
  preview: (request: ModificationRequestSummary) => void;
  confirm: () => Promise<void>;
  cancel: () => void;
  reject: (request: ModificationRequestSummary) => void;
}

interface Options {
  place: ScheduleScope;
  editor: Pick<PlanEditor, 'apply' | 'undo' | 'changes' | 'version' | 'discardBackup' | 'state'>;
  calendarOf: (row: PlanActivity) => WorkingCalendar | undefined;
  /** Reads the plan again once an approval saved it. */
  onSaved: () => void;
}

/**
 * Resolving change requests on the Gantt (spec 4): approving first previews the requested dates in the editor, where
 * the engine moves the successors, and saves them only on confirmation; rejecting asks first. Toasts last 5 s.
 */
export function useModificationReview({ place, editor, calendarOf, onSaved }: Options): ModificationReview {
  const { t } = useTranslation(MODIFICATIONS_NAMESPACE);
  const { message, modal } = App.useApp();
  const list = useModificationRequests(place);
  const changed = useModificationRequestsChanged(place);
  const [panelOpen, setPanelOpen] = useState(false);
  const [previewing, setPreviewing] = useState<ModificationRequestSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const requests = useMemo(() => list.data?.requests ?? [], [list.data]);
  const waiting = useMemo(() => waitingByActivity(requests), [requests]);
  const toast = MODIFICATION_TOAST_MS / 1000;
  const refused = useCallback(
    (error: unknown) => void message.error({ content: <span data-testid="modification-refused">{t(modificationErrorKey(error instanceof ApiError ? error.code : undefined))}</span>, duration: toast }),
    [message, t, toast],
  );

  const preview = (request: ModificationRequestSummary) => {
    // The approval saves the plan: edits not saved yet would be saved with it, or lost on the reload after it.
    if (editor.changes > 0) return void message.warning({ content: <span data-testid="modification-save-first">{t('save_first')}</span>, duration: toast });
    const row = editor.state.activities.find((a) => a.id === request.activityId);
    if (row === undefined) return void message.error(t('error_MODIFICATION_ACTIVITY_GONE'));
    const duration = calendarOf(row)?.workingMinutesBetween(minutesFromIso(request.startNew), minutesFromIso(request.endNew)) ?? row.duration;
    editor.apply((current) => previewModification(current, request, duration));
    setPreviewing(request);
    setPanelOpen(false);
  };

  const cancel = () => {
    if (previewing === null) return;
    editor.undo();
    setPreviewing(null);
  };

  const confirm = async () => {
    if (previewing === null) return;
    setBusy(true);
    try {
      // The version the preview was drawn on: a save by someone else since is a conflict, as for the Gantt's save.
      await approveModificationRequest(place, previewing.id, editor.version);
      editor.discardBackup();
      setPreviewing(null);
      void message.success({ content: <span data-testid="modification-approved">{t('success_modification_activity')}</span>, duration: toast });
      await changed();
      onSaved();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const reject = (request: ModificationRequestSummary) => {
    modal.confirm({
      title: t('reject_confirm_title'),
      content: t('reject_confirm'),
      okText: t('reject'),
      okButtonProps: { danger: true, id: 'modification-reject-ok' },
      cancelText: t('preview_cancel'),
      onOk: async () => {
        try {
          await rejectModificationRequest(place, request.id);
          void message.success({ content: <span data-testid="modification-rejected">{t('rejected_modification_activity')}</span>, duration: toast });
        } catch (error) {
          refused(error);
        }
        await changed();
      },
    });
  };

  return { requests, waiting, waitingCount: [...waiting.values()].reduce((a, b) => a + b, 0), panelOpen, setPanelOpen, previewing, busy, preview, confirm, cancel, reject };
}
