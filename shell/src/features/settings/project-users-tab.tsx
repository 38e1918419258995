import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm, Select, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState, useCan } from '@tenon/ui';
import type { CompanyUser, ProjectMember, Subcontract } from '../access-common/access-types';
import { listCompanyUsers, listProjectMembers, listSubcontracts, removeProjectMember, setMemberSubcontract } from './settings-api';
import { InviteButton } from './invite-modal';
import { useSettingsSave } from './use-settings-save';

interface MemberRow extends ProjectMember {
  person?: CompanyUser;
  /** Not in the members reply today (contracts `projectMemberSchema`); kept so a reply that adds them shows them. */
  name?: string;
  lastname?: string;
  email?: string;
  role?: string;
}

export function ProjectUsersTab({ projectId, readOnly }: { projectId: string; readOnly: boolean }) {
  const { t } = useTranslation('settings');
  const canReadCompanyUsers = useCan('settings.company', 'V');
  const membersKey = ['project-members', projectId];
  const members = useQuery({ queryKey: membersKey, queryFn: () => listProjectMembers(projectId) });
  // Names come from the organization's users list when this role may read it; otherwise the member's own fields.
  const people = useQuery({ queryKey: ['company-users'], queryFn: listCompanyUsers, enabled: canReadCompanyUsers });
  const remove = useSettingsSave((userId: string) => removeProjectMember(projectId, userId), [membersKey]);
  const subcontracts = useMemberSubcontracts(projectId);
  const bind = useSettingsSave(({ userId, subcontractId }: { userId: string; subcontractId: string | null }) => setMemberSubcontract(projectId, userId, subcontractId), [membersKey]);
  if (members.isError) return <ErrorState error={members.error} onRetry={() => void members.refetch()} />;
  const rows: MemberRow[] = (members.data ?? []).map((member) => ({ ...member, person: people.data?.find((person) => person.id === member.userId) }));
  return (
    <div data-testid="project-users-tab">
      {readOnly ? null : (
        <div style={{ marginBottom: 12 }}>
          <InviteButton label={t('project.invite')} projectId={projectId} invalidate={[membersKey, ['company-users']]} />
        </div>
      )}
      <Table<MemberRow>
        rowKey="userId"
        loading={members.isLoading}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          {
            title: t('access:common.first_name'),
            key: 'name',
            render: (_value, row) => {
              const name = row.person === undefined ? `${row.name ?? ''} ${row.lastname ?? ''}`.trim() : `${row.person.name} ${row.person.lastname}`;
              return (
                <span>
                  {name === '' ? row.userId : name}
                  {row.isCreator === true ? <Tag style={{ marginLeft: 6 }}>{t('project.creator')}</Tag> : null}
                </span>
              );
            },
          },
          { title: t('access:common.email'), key: 'email', render: (_value, row) => row.person?.email ?? row.email ?? '' },
          { title: t('company.role'), key: 'role', render: (_value, row) => {
            const role = row.person?.role ?? row.role;
            return role === undefined ? '' : t(`access:roles.${role}`);
          } },
          {
            title: t('project.member_subcontract'),
            key: 'subcontract',
            render: (_value, row) => {
              const current = row.subcontractId ?? null;
              if (readOnly) return subcontracts.find((s) => s.id === current)?.name ?? '';
              return (
                <Select
                  size="small"
                  allowClear
                  style={{ minWidth: 180 }}
                  placeholder={t('project.member_subcontract_none')}
                  value={current ?? undefined}
                  loading={bind.isPending && bind.variables?.userId === row.userId}
                  onChange={(value: string | undefined) => bind.mutate({ userId: row.userId, subcontractId: value ?? null })}
                  options={subcontracts.map((s) => ({ value: s.id, label: s.name }))}
                  data-testid={`member-subcontract-${row.userId}`}
                />
              );
            },
          },
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_value, row) =>
              readOnly || row.isCreator === true ? null : (
                <Popconfirm title={t('project.remove_member')} onConfirm={() => remove.mutate(row.userId)} okText={t('delete')} cancelText={t('cancel')}>
                  <Button size="small" danger>
                    {t('project.remove_member')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </div>
  );
}

/** A member may be bound to a subcontract of the project or of its company; the company's list needs company settings V. */
function useMemberSubcontracts(projectId: string): Subcontract[] {
  const canReadCompany = useCan('settings.company', 'V');
  const ofProject = useQuery({ queryKey: ['subcontracts', projectId], queryFn: () => listSubcontracts(projectId) });
  const ofCompany = useQuery({ queryKey: ['subcontracts', null], queryFn: () => listSubcontracts(null), enabled: canReadCompany });
  return [...(ofProject.data ?? []), ...(ofCompany.data ?? [])];
}
