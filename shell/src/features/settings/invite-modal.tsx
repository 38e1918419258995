import { useState } from 'react';
import { Button, Modal } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formMessage } from '../access-common/validation/form-messages';
import { inviteRowsBody, validateInviteRows, type InviteRowValues } from '../access-common/validation/access-forms';
import { inviteUsers } from './settings-api';
import { InviteRows } from '../onboarding/invite-rows';
import { useLanguage } from '../access-common/use-language';
import { useSettingsSave } from './use-settings-save';

/** Invite up to 5 people to the organization, or to one project when `projectId` is given. */
export function InviteButton({ label, projectId, invalidate }: { label: string; projectId?: string; invalidate: readonly unknown[][] }) {
  const { t, i18n } = useTranslation('settings');
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<InviteRowValues[]>([{ email: '', role: '' }]);
  const [touched, setTouched] = useState(false);
  const check = validateInviteRows(rows, 1);
  const send = useSettingsSave(() => inviteUsers(inviteRowsBody(rows), lang, projectId), invalidate, (result) => t('company.invited', { count: result.invited }));
  const close = () => {
    setOpen(false);
    setRows([{ email: '', role: '' }]);
    setTouched(false);
  };
  return (
    <>
      <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setOpen(true)} data-testid="settings-invite-open">
        {label}
      </Button>
      <Modal
        open={open}
        title={label}
        onCancel={close}
        okText={t('access:invite.send')}
        cancelText={t('cancel')}
        okButtonProps={{ disabled: check.error !== undefined, loading: send.isPending }}
        onOk={() => send.mutate(undefined, { onSuccess: close })}
        destroyOnHidden
        width={600}
      >
        <InviteRows rows={rows} onChange={setRows} invalidRows={check.invalidRows} message={touched && check.error !== undefined ? formMessage(check.error, i18n.language) : undefined} onBlur={() => setTouched(true)} />
      </Modal>
    </>
  );
}
