import { Avatar, Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Project } from '@tenon/contracts/types';
import { ANALYTICS_NAMESPACE } from '../../i18n/analytics-messages';

/** Header card: logo, project name, user count, budget with currency, size with its unit. */
export function DashboardHeader({ project, userCount }: { project: Project; userCount: number | null }) {
  const { t, i18n } = useTranslation(ANALYTICS_NAMESPACE);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card size="small" data-testid="analytics-header" style={{ marginBottom: 16 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <Avatar shape="square" size={56} src={project.image ?? undefined}>
          {project.name.slice(0, 1)}
        </Avatar>
        <Descriptions size="small" column={4} title={<span data-testid="analytics-header-project">{project.name}</span>} style={{ flex: 1 }}>
          <Descriptions.Item label={t('users')}>{userCount ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('budget')}>
            {number.format(project.budget)} {project.currency}
          </Descriptions.Item>
          <Descriptions.Item label={t('size')}>
            {number.format(project.size)} {project.sizetype}
          </Descriptions.Item>
          <Descriptions.Item label={t('progress')}>{`${project.progress}%`}</Descriptions.Item>
        </Descriptions>
      </div>
    </Card>
  );
}
