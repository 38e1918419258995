import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Avatar, Button, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ErrorState, defaultDateFormat, formatDate, useSession } from '@tenon/ui';
import { INVITABLE_ROLES, type CompanyUser } from '../access-common/access-types';
import { activateCompanyUser, changeCompanyUserRole, deactivateCompanyUser, listCompanyUsers } from './settings-api';
import { matchingUsers } from './people-search';
import { InviteButton } from './invite-modal';
import { useSettingsSave } from './use-settings-save';

const USERS_KEY = ['company-users'];

export function CompanyUsersTab({ readOnly }: { readOnly: boolean }) {
  const { t, i18n } = useTranslation('settings');
  const { user: me } = useSession();
  const users = useQuery({ queryKey: USERS_KEY, queryFn: listCompanyUsers });
  const changeRole = useSettingsSave((change: { user: CompanyUser; role: string }) => changeCompanyUserRole(change.user.id, change.role), [USERS_KEY], () => t('company.role_changed'));
  const deactivate = useSettingsSave((user: CompanyUser) => deactivateCompanyUser(user.id), [USERS_KEY], (result) => t('company.deactivated', { name: `${result.user.name} ${result.user.lastname}` }));
  const activate = useSettingsSave((user: CompanyUser) => activateCompanyUser(user.id), [USERS_KEY], (result) => t('company.activated', { name: `${result.user.name} ${result.user.lastname}` }));
  const dateFormat = defaultDateFormat(i18n.language);
  const [search, setSearch] = useState('');
  const shown = useMemo(() => matchingUsers(users.data ?? [], search), [users.data, search]);
  if (users.isError) return <ErrorState error={users.error} onRetry={() => void users.refetch()} />;
  return (
    <div data-testid="company-users-tab">
      <Space style={{ marginBottom: 12 }} wrap>
        {readOnly ? null : <InviteButton label={t('company.invite')} invalidate={[USERS_KEY]} />}
        <Input.Search
          allowClear
          style={{ width: 300 }}
          placeholder={t('company.search_users')}
          aria-label={t('company.search_users')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="company-users-search"
        />
      </Space>
      <Table<CompanyUser>
        rowKey="id"
        loading={users.isLoading}
        dataSource={shown}
        locale={search.trim() === '' ? undefined : { emptyText: t('company.no_matching_users') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        onRow={(user) => ({ 'data-testid': `company-user-${user.email}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: t('access:common.first_name'),
            key: 'name',
            render: (_value, user) => (
              <Space>
                <Avatar size="small" src={user.image ?? undefined} icon={<UserOutlined />} alt="" />
                <span>
                  {user.name} {user.lastname}
                  {user.id === me?.id ? <Tag style={{ marginLeft: 6 }}>{t('company.you')}</Tag> : null}
                </span>
              </Space>
            ),
          },
          { title: t('access:common.email'), dataIndex: 'email' },
          { title: t('access:common.position'), dataIndex: 'position' },
          {
            title: t('company.role'),
            key: 'role',
            render: (_value, user) =>
              readOnly || user.id === me?.id || user.role === 'superadmin' ? (
                t(`access:roles.${user.role}`)
              ) : (
                <Select
                  aria-label={`${t('company.role')} ${user.email}`}
                  size="small"
                  style={{ width: 170 }}
                  value={user.role}
                  onChange={(role: string) => changeRole.mutate({ user, role })}
                  options={INVITABLE_ROLES.map((role) => ({ value: role, label: t(`access:roles.${role}`) }))}
                  data-testid={`company-user-role-${user.email}`}
                />
              ),
          },
          {
            title: t('company.status'),
            key: 'status',
            render: (_value, user) => (
              <Space size={4}>
                <Tag color={user.status === 'active' ? 'green' : 'default'} data-testid={`company-user-status-${user.email}`}>
                  {t(`company.${user.status}`)}
                </Tag>
                {user.activationRequested && user.status === 'inactive' ? <Tag color="gold">{t('company.activation_requested')}</Tag> : null}
              </Space>
            ),
          },
          {
            title: t('company.last_active'),
            dataIndex: 'lastActive',
            render: (lastActive: string | null) => (lastActive === null ? t('company.never') : formatDate(lastActive, dateFormat)),
          },
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_value, user) =>
              readOnly || user.id === me?.id ? null : user.status === 'active' ? (
                <Popconfirm title={t('company.confirm_deactivate', { name: `${user.name} ${user.lastname}` })} onConfirm={() => deactivate.mutate(user)} okText={t('company.deactivate')} cancelText={t('cancel')}>
                  <Button size="small" danger data-testid={`company-user-deactivate-${user.email}`}>
                    {t('company.deactivate')}
                  </Button>
                </Popconfirm>
              ) : (
                <Button size="small" onClick={() => activate.mutate(user)} data-testid={`company-user-activate-${user.email}`}>
                  {t('company.activate')}
                </Button>
              ),
          },
        ]}
      />
    </div>
  );
}

