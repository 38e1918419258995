import { Avatar, Button, Select, Space, Typography } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Hint, selectionStore, useProjectsQuery, useSchedulesQuery, useSelection, useSession } from '@tenon/ui';
import { LanguageSwitch } from './language-switch';
import { useLogout } from '../session/use-logout';

function ProjectScheduleSelector() {
  const { t } = useTranslation();
  const { projectId, scheduleId } = useSelection();
  const projects = useProjectsQuery();
  const schedules = useSchedulesQuery(projectId);
  return (
    <Space size="middle" wrap>
      <Select
        aria-label={t('header.project')}
        data-testid="project-selector"
        placeholder={t('header.project')}
        style={{ width: 240 }}
        loading={projects.isLoading}
        value={projects.data?.some((project) => project.id === projectId) ? projectId : undefined}
        notFoundContent={t('header.no_projects')}
        options={(projects.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
        onChange={(value: string) => selectionStore.selectProject(value)}
      />
      <Select
        aria-label={t('header.schedule')}
        data-testid="schedule-selector"
        placeholder={t('header.schedule')}
        style={{ width: 220 }}
        loading={schedules.isLoading && projectId !== null}
        disabled={projectId === null}
        value={schedules.data?.some((schedule) => schedule.id === scheduleId) ? scheduleId : undefined}
        notFoundContent={t('header.no_schedules')}
        options={(schedules.data ?? []).map((schedule) => ({ value: schedule.id, label: schedule.name }))}
        onChange={(value: string) => selectionStore.selectSchedule(value)}
      />
    </Space>
  );
}

function UserMenu() {
  const { t } = useTranslation();
  const { user, companySession } = useSession();
  const logout = useLogout();
  const fullName = user === null ? '' : `${user.name} ${user.lastname}`.trim();
  return (
    <Space size="small">
      <Avatar size="small" src={user?.image ?? undefined} icon={<UserOutlined />} alt="" />
      <span style={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.25 }}>
        <Typography.Text strong data-testid="user-name">
          {fullName}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="company-name">
          {companySession?.company.name}
        </Typography.Text>
      </span>
      <Hint title={t('header.logout')}>
        <Button
          type="text"
          icon={<LogoutOutlined aria-hidden />}
          aria-label={t('header.logout')}
          data-testid="logout-button"
          onClick={() => void logout()}
        />
      </Hint>
    </Space>
  );
}

export function HeaderBar() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: '100%', gap: 16 }}>
      <ProjectScheduleSelector />
      <Space size="middle">
        <LanguageSwitch />
        <UserMenu />
      </Space>
    </div>
  );
}
