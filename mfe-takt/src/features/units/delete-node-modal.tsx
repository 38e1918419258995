import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Input, Modal, Typography } from 'antd';
import { deleteConfirmed, TAKT_DELETE_WORDS } from '@tenon/lean';
import { TAKT_NAMESPACE } from '../../i18n/takt-messages';
import type { TaktTreeNode } from './takt-tree-nodes';

/** Spec 5: deleting something with assigned tasks asks for the confirmation word; without tasks a plain confirmation. */
export function DeleteNodeModal({ node, onClose, onDelete }: { node: TaktTreeNode | null; onClose: () => void; onDelete: (node: TaktTreeNode, word?: string) => Promise<void> }) {
  const { t, i18n } = useTranslation(TAKT_NAMESPACE);
  const [typed, setTyped] = useState('');
  const [saving, setSaving] = useState(false);
  const word = i18n.language.startsWith('es') ? TAKT_DELETE_WORDS.es : TAKT_DELETE_WORDS.en;
  const needsWord = node?.hasTasks === true;
  const close = () => {
    setTyped('');
    onClose();
  };
  const confirm = async () => {
    if (node === null) return;
    setSaving(true);
    try {
      await onDelete(node, needsWord ? typed : undefined);
      close();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={node !== null}
      title={t(`delete_${node?.kind ?? 'unit'}_title`, { name: node?.name ?? '' })}
      onCancel={close}
      onOk={() => void confirm()}
      okText={t('delete')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true, loading: saving, disabled: !deleteConfirmed(needsWord, typed), 'data-testid': 'delete-node-ok' }}
      destroyOnHidden
    >
      <div data-testid="delete-node">
        <Typography.Paragraph>{t(node?.kind === 'unit' ? 'delete_unit_body' : 'delete_subtree_body')}</Typography.Paragraph>
        {needsWord ? (
          <>
            <Alert type="warning" showIcon message={t('delete_has_tasks', { word })} style={{ marginBottom: 12 }} />
            <Input value={typed} onChange={(event) => setTyped(event.target.value)} placeholder={word} data-testid="delete-node-word" />
          </>
        ) : null}
      </div>
    </Modal>
  );
}
