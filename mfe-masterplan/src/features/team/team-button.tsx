import { useState } from 'react';
import { App, Button, Divider, Input, List, Modal, Select, Space, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { invitableRoleSchema, type Language, type Role } from '@tenon/contracts';
import { ApiError, personName, useCan } from '@tenon/ui';
import { MASTERPLAN_NAMESPACE } from '../../i18n/masterplan-messages';
import { addProjectMember, inviteToProject, listCompanyPeople, listTeam } from './team.api';

const INVITABLE_ROLES = invitableRoleSchema.options;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The Gantt header's people actions (spec part 2, 2.4): assign people of the company to the project, or invite someone
 * new straight into it, without leaving the plan. Shown to whoever may change the project's members.
 */
export function TeamButton({ projectId }: { projectId: string }) {
  const canManage = useCan('settings.project', 'AC');
  const [open, setOpen] = useState(false);
  const { t } = useTranslation(MASTERPLAN_NAMESPACE);
  if (!canManage) return null;
  return (
    <>
      <Button icon={<TeamOutlined aria-hidden />} onClick={() => setOpen(true)} data-testid="gantt-team">
        {t('team_open')}
      </Button>
      {open ? <TeamModal projectId={projectId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function TeamModal({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation(MASTERPLAN_NAMESPACE);
  const { message } = App.useApp();
  const queries = useQueryClient();
  const canReadPeople = useCan('settings.company', 'V');
  const team = useQuery({ queryKey: ['project-team', projectId], queryFn: () => listTeam(projectId) });
  const people = useQuery({ queryKey: ['company-people'], queryFn: listCompanyPeople, enabled: canReadPeople });
  const [picked, setPicked] = useState<string[]>([]);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role | undefined>(undefined);
  const [inviteError, setInviteError] = useState<string | null>(null);
  // The task form's responsibles come from the same members: it learns of the new ones too.
  const refresh = () => Promise.all([queries.invalidateQueries({ queryKey: ['project-team', projectId] }), queries.invalidateQueries({ queryKey: ['activity-options', projectId] })]);

  const add = useMutation({
    mutationFn: async (userIds: string[]) => {
      for (const userId of userIds) await addProjectMember(projectId, userId);
      return userIds.length;
    },
    onSuccess: (count) => {
      setPicked([]);
      void message.success(t('team_added', { count }));
    },
    onError: (error) => void message.error(error instanceof ApiError ? error.message : t('team_failed'), 6),
    onSettled: () => void refresh(),
  });
  const invite = useMutation({
    mutationFn: () => inviteToProject(projectId, email.trim().toLowerCase(), role!, (i18n.language.startsWith('es') ? 'es' : 'en') satisfies Language),
    onSuccess: () => {
      void message.success(t('team_invited', { email: email.trim().toLowerCase() }));
      setEmail('');
      setRole(undefined);
      void refresh();
    },
    onError: (error) => setInviteError(error instanceof ApiError ? error.message : t('team_failed')),
  });
  const sendInvite = () => {
    if (!EMAIL.test(email.trim())) return setInviteError(t('team_email_invalid'));
    if (role === undefined) return setInviteError(t('team_role_required'));
    setInviteError(null);
    invite.mutate();
  };

  const memberIds = new Set((team.data ?? []).map((member) => member.userId));
  const addable = (people.data ?? []).filter((person) => person.isActive && !memberIds.has(person.id));
  return (
    <Modal open title={t('team_title')} onCancel={onClose} footer={null} width={640} destroyOnHidden data-testid="gantt-team-dialog">
      <Typography.Title level={5}>{t('team_members')}</Typography.Title>
      <List
        size="small"
        bordered
        loading={team.isLoading}
        dataSource={team.data ?? []}
        style={{ maxHeight: 220, overflowY: 'auto' }}
        renderItem={(member) => (
          <List.Item data-testid={`gantt-team-member-${member.userId}`}>
            <span>{personName(member, member.userId)}</span>
            <Typography.Text type="secondary">{member.email ?? ''}</Typography.Text>
          </List.Item>
        )}
      />
      {canReadPeople ? (
        <>
          <Divider />
          <Typography.Title level={5}>{t('team_add_existing')}</Typography.Title>
          <Space.Compact style={{ width: '100%' }}>
            <Select
              mode="multiple"
              style={{ width: '100%' }}
              value={picked}
              onChange={setPicked}
              loading={people.isLoading}
              placeholder={addable.length === 0 && !people.isLoading ? t('team_none_to_add') : t('team_pick')}
              optionFilterProp="label"
              options={addable.map((person) => ({ value: person.id, label: `${personName(person, person.email)} · ${person.email}` }))}
              data-testid="gantt-team-pick"
            />
            <Button type="primary" disabled={picked.length === 0} loading={add.isPending} onClick={() => add.mutate(picked)} data-testid="gantt-team-add">
              {t('team_add')}
            </Button>
          </Space.Compact>
        </>
      ) : null}
      <Divider />
      <Typography.Title level={5}>{t('team_invite')}</Typography.Title>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          type="email"
          placeholder={t('team_email')}
          value={email}
          status={inviteError === null ? undefined : 'error'}
          onChange={(event) => {
            setEmail(event.target.value);
            setInviteError(null);
          }}
          onPressEnter={sendInvite}
          data-testid="gantt-team-email"
        />
        <Select
          style={{ width: 200 }}
          placeholder={t('team_role')}
          value={role}
          onChange={(value: Role) => {
            setRole(value);
            setInviteError(null);
          }}
          options={INVITABLE_ROLES.map((value) => ({ value, label: t(`access:roles.${value}`, { defaultValue: value }) }))}
          data-testid="gantt-team-role"
        />
        <Button type="primary" loading={invite.isPending} onClick={sendInvite} data-testid="gantt-team-invite">
          {t('team_invite_send')}
        </Button>
      </Space.Compact>
      {inviteError === null ? null : (
        <div className="ant-form-item-explain-error" data-testid="gantt-team-invite-error">
          {inviteError}
        </div>
      )}
    </Modal>
  );
}
