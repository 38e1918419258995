import type { ScheduleScope } from '@tenon/contracts/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Input, Select, Space, Tooltip, Typography } from 'antd';
import { constraintPriorities, constraintStatuses, roadblockTypes, type NamedProjectMember } from '@tenon/contracts/types';
import { personName } from '@tenon/ui';
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import { roadblockErrorText } from './roadblock-errors';
import { massDeleteRoadblocks, massUpdateRoadblocks, type RoadblockMassChange } from './roadblocks.api';

interface RoadblocksMassBarProps {
  place: ScheduleScope;
  selectedIds: string[];
  /** Spec 2.4: type, priority and status change in bulk only without grouping. */
  grouped: boolean;
  people: readonly NamedProjectMember[];
  onDone: (cleared: boolean) => Promise<void>;
  onCancel: () => void;
}

/** Spec 2.4: the bar shown while roadblocks are selected, each change applied to all of them. */
export function RoadblocksMassBar({ place, selectedIds, grouped, people, onDone, onCancel }: RoadblocksMassBarProps) {
  const { t, i18n } = useTranslation(LOOKAHEAD_NAMESPACE);
  const { message, modal } = App.useApp();
  const [date, setDate] = useState('');
  const [responsibles, setResponsibles] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const apply = async (change: RoadblockMassChange) => {
    setBusy(true);
    try {
      await massUpdateRoadblocks(place, selectedIds, change);
      void message.success(t('mass_updated', { count: selectedIds.length }));
      await onDone(false);
    } catch (error) {
      void message.error(roadblockErrorText(error, t, i18n.language));
    } finally {
      setBusy(false);
    }
  };
  const confirmDate = () => {
    void modal.confirm({
      title: t('mass_date_title'),
      content: t('mass_date_warning'),
      okText: t('apply'),
      cancelText: t('cancel'),
      okButtonProps: { 'data-testid': 'mass-date-confirm' },
      onOk: () => apply({ commitmentDate: date }),
    });
  };
  const confirmDelete = () => {
    void modal.confirm({
      title: t('mass_delete_title', { count: selectedIds.length }),
      okText: t('delete'),
      okType: 'danger',
      cancelText: t('cancel'),
      okButtonProps: { 'data-testid': 'mass-delete-confirm' },
      onOk: async () => {
        try {
          await massDeleteRoadblocks(place, selectedIds);
          void message.success(t('deleted_constraint_message_label'));
          await onDone(true);
        } catch (error) {
          void message.error(roadblockErrorText(error, t, i18n.language));
        }
      },
    });
  };

  const onlyUngrouped = (select: React.ReactNode) => (grouped ? <Tooltip title={t('mass_needs_no_group')}>{select}</Tooltip> : select);

  return (
    <div data-testid="roadblocks-mass-bar" role="toolbar" aria-label={t('mass_bar')} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, padding: '8px 12px', marginBottom: 12, background: '#e6f4ff', border: '1px solid #91caff', borderRadius: 6 }}>
      <Typography.Text strong data-testid="mass-selected-count">{t('mass_selected', { count: selectedIds.length })}</Typography.Text>
      {onlyUngrouped(
        <Select placeholder={t('col_type')} style={{ width: 140 }} disabled={grouped || busy} value={undefined} data-testid="mass-type" options={roadblockTypes.map((type) => ({ value: type, label: t(`type_${type}`) }))} onChange={(type) => void apply({ type })} />,
      )}
      {onlyUngrouped(
        <Select placeholder={t('col_priority')} style={{ width: 120 }} disabled={grouped || busy} value={undefined} data-testid="mass-priority" options={constraintPriorities.map((priority) => ({ value: priority, label: t(`priority_${priority}`) }))} onChange={(priority) => void apply({ priority })} />,
      )}
      {onlyUngrouped(
        <Select placeholder={t('col_status')} style={{ width: 150 }} disabled={grouped || busy} value={undefined} data-testid="mass-status" options={constraintStatuses.map((status) => ({ value: status, label: t(`status_${status}`) }))} onChange={(status) => void apply({ status })} />,
      )}
      <Space.Compact>
        <Input type="date" aria-label={t('col_commitment')} value={date} onChange={(event) => setDate(event.target.value)} style={{ width: 150 }} data-testid="mass-date" />
        <Button disabled={date === '' || busy} onClick={confirmDate} data-testid="mass-date-apply">{t('apply')}</Button>
      </Space.Compact>
      <Space.Compact>
        <Select mode="multiple" placeholder={t('col_responsibles')} style={{ minWidth: 200 }} value={responsibles} onChange={setResponsibles} data-testid="mass-responsibles" optionFilterProp="label" maxTagCount={1} options={people.map((person) => ({ value: person.userId, label: personName(person, person.userId) }))} />
        {/* Spec 5: without a responsible chosen, Apply does nothing. */}
        <Button disabled={responsibles.length === 0 || busy} onClick={() => void apply({ responsibleIds: responsibles })} data-testid="mass-responsibles-apply">{t('apply')}</Button>
      </Space.Compact>
      <Button danger disabled={busy} onClick={confirmDelete} data-testid="mass-delete">{t('delete')}</Button>
      <Button type="text" onClick={onCancel} data-testid="mass-cancel">{t('cancel')}</Button>
    </div>
  );
}
