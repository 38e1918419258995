import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CncView, TaskCommitment } from '@tenon/contracts/types';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import { CncForm } from '../cncs/cnc-form';

export interface RecordCauseModalProps {
  place: { projectId: string; scheduleId: string };
  weekStart: string;
  /** The missed commitment the cause explains; null keeps the modal closed. */
  commitment: TaskCommitment | null;
  onRecorded: (commitment: TaskCommitment, cnc: CncView) => void;
  onCancel: () => void;
}

/** The CNC form over the week-closing dialog: the cause of one missed commitment, linked to its task and week. */
export function RecordCauseModal({ place, weekStart, commitment, onRecorded, onCancel }: RecordCauseModalProps) {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  return (
    <Modal open={commitment !== null} title={commitment === null ? '' : t('record_cause_for', { name: commitment.name })} footer={null} onCancel={onCancel} destroyOnHidden width={640}>
      {commitment === null ? null : (
        <div data-testid="record-cause-form">
          <CncForm
            projectId={place.projectId}
            scheduleId={place.scheduleId}
            weekStart={weekStart}
            presetTaskIds={[commitment.taskId]}
            presetCommitmentIds={[commitment.id]}
            onSaved={(cnc) => onRecorded(commitment, cnc)}
            onCancel={onCancel}
          />
        </div>
      )}
    </Modal>
  );
}
