import { Avatar, Button, Card, Typography } from 'antd';
import { ProjectOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { defaultDateFormat, formatDate } from '@tenon/ui';
import type { ProjectSummary } from '../access-common/access-types';
import { projectVariance } from './projects-home-rules';
import { ProjectProgress } from './project-progress';

export function ProjectCard({ project, onOpen, compact = false }: { project: ProjectSummary; onOpen: (project: ProjectSummary) => void; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const dateFormat = defaultDateFormat(i18n.language);
  const variance = projectVariance(project);
  const dates = project.startDate === null || project.finishDate === null ? t('home:no_dates') : `${formatDate(project.startDate, dateFormat)} – ${formatDate(project.finishDate, dateFormat)}`;
  return (
    <Card size="small" data-testid={`project-card-${project.id}`} style={{ height: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 10, marginBottom: 8 }}>
        <Avatar shape="square" size={compact ? 'small' : 40} src={project.image ?? undefined} icon={<ProjectOutlined />} alt="" />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong ellipsis style={{ display: 'block' }} data-testid={`project-row-${project.id}`}>
            {project.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {dates}
          </Typography.Text>
        </div>
      </div>
      <ProjectProgress percent={project.progress} testId={`project-progress-${project.id}`} />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 8 }}>
        <Typography.Text type={variance !== null && variance < 0 ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {t('home:variance')}: {variance === null ? '–' : `${variance > 0 ? '+' : ''}${Math.round(variance)} %`}
        </Typography.Text>
        <Button size="small" onClick={() => onOpen(project)} data-testid={`project-open-${project.id}`} aria-label={`${t('projects.open')} ${project.name}`}>
          {t('projects.open')}
        </Button>
      </div>
    </Card>
  );
}
