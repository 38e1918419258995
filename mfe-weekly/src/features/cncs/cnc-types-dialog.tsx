import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Input, List, Modal, Popconfirm, Space, Tooltip, Typography } from 'antd';
import type { CncTypeView, ScheduleScope } from '@tenon/contracts/types';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import { cncErrorText } from './cnc-errors';
import { cncTypeLabel } from './cnc-labels';
import { createCncType, deleteCncType, renameCncType } from './cncs.api';

interface CncTypesDialogProps {
  place: ScheduleScope;
  open: boolean;
  types: readonly CncTypeView[];
  onClose: () => void;
  onChanged: () => Promise<void>;
}

/** The project's CNC types: add, rename, and delete one no CNC names. */
export function CncTypesDialog({ place, open, types, onClose, onChanged }: CncTypesDialogProps) {
  const { t, i18n } = useTranslation(WEEKLY_NAMESPACE);
  const { message } = App.useApp();
  const [newName, setNewName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (change: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await change();
      await onChanged();
      void message.success(t(done));
      return true;
    } catch (error) {
      void message.error(cncErrorText(error, t, i18n.language));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async () => {
    if (newName.trim() === '') return;
    if (await run(() => createCncType(place, newName.trim()), 'cnc_type_added')) setNewName('');
  };

  const rename = async () => {
    if (renaming === null || renaming.name.trim() === '') return;
    if (await run(() => renameCncType(place, renaming.id, renaming.name.trim()), 'cnc_type_renamed')) setRenaming(null);
  };

  return (
    <Modal open={open} title={t('cnc_types')} onCancel={onClose} footer={<Button onClick={onClose} data-testid="cnc-types-close">{t('close')}</Button>} destroyOnHidden width={520}>
      <List
        size="small"
        data-testid="cnc-types-list"
        dataSource={[...types]}
        renderItem={(type) => (
          <List.Item
            data-testid={`cnc-type-${type.id}`}
            actions={
              renaming?.id === type.id
                ? [
                    <Button key="save" size="small" type="primary" loading={busy} onClick={() => void rename()} data-testid="cnc-type-rename-save">{t('save')}</Button>,
                    <Button key="cancel" size="small" onClick={() => setRenaming(null)}>{t('cancel')}</Button>,
                  ]
                : [
                    <Button key="rename" size="small" onClick={() => setRenaming({ id: type.id, name: cncTypeLabel(type, t) })} data-testid="cnc-type-rename">{t('rename')}</Button>,
                    type.usedBy > 0 ? (
                      <Tooltip key="delete" title={t('cnc_type_in_use_hint', { count: type.usedBy })}>
                        <Button size="small" danger disabled data-testid="cnc-type-delete">{t('delete')}</Button>
                      </Tooltip>
                    ) : (
                      <Popconfirm key="delete" title={t('cnc_type_delete_confirm')} okText={t('delete')} cancelText={t('cancel')} onConfirm={() => void run(() => deleteCncType(place, type.id), 'cnc_type_deleted')}>
                        <Button size="small" danger data-testid="cnc-type-delete">{t('delete')}</Button>
                      </Popconfirm>
                    ),
                  ]
            }
          >
            {renaming?.id === type.id ? (
              <Input value={renaming.name} maxLength={80} onChange={(event) => setRenaming({ id: type.id, name: event.target.value })} onPressEnter={() => void rename()} data-testid="cnc-type-rename-input" autoFocus />
            ) : (
              <Space>
                <span data-testid="cnc-type-name">{cncTypeLabel(type, t)}</span>
                {type.usedBy > 0 ? <Typography.Text type="secondary">{t('cnc_count', { count: type.usedBy })}</Typography.Text> : null}
              </Space>
            )}
          </List.Item>
        )}
      />
      <Space.Compact style={{ width: '100%', marginTop: 12 }}>
        <Input placeholder={t('cnc_type_new')} value={newName} maxLength={80} onChange={(event) => setNewName(event.target.value)} onPressEnter={() => void add()} data-testid="cnc-type-new" />
        <Button type="primary" loading={busy} onClick={() => void add()} data-testid="cnc-type-add">{t('add')}</Button>
      </Space.Compact>
    </Modal>
  );
}
