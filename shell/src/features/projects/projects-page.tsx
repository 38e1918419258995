import { Avatar, Button, Progress, Table, Tag } from 'antd';
import { ProjectOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  ModulePage,
  defaultDateFormat,
  formatDate,
  progressColor,
  selectionStore,
  useProjectsQuery,
  useSession,
  type Project,
} from '@tenon/ui';

// Spec 2.11: the projects home refreshes every 60 s.
const PROJECTS_REFRESH_MS = 60_000;
const PROGRESS_STROKE = { red: '#e5484d', amber: '#f5a623', green: '#30a46c' } as const;

export function ProjectsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { companySession } = useSession();
  const projects = useProjectsQuery(PROJECTS_REFRESH_MS);
  const dateFormat = defaultDateFormat(i18n.language);

  const open = (project: Project) => {
    selectionStore.selectProject(project.id);
    void navigate('/masterplan');
  };

  const body = () => {
    if (projects.isLoading) return <LoadingState />;
    if (projects.isError) return <ErrorState error={projects.error} onRetry={() => void projects.refetch()} />;
    const list = projects.data ?? [];
    if (list.length === 0) {
      return <EmptyState testId="projects-empty" title={t('projects.empty')} description={t('projects.empty_hint')} />;
    }
    return (
      <Table<Project>
        rowKey="id"
        data-testid="projects-table"
        dataSource={list}
        pagination={false}
        columns={[
          {
            title: t('projects.name'),
            dataIndex: 'name',
            render: (_value, project) => (
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
                <Avatar shape="square" src={project.image ?? undefined} icon={<ProjectOutlined />} alt="" />
                <span data-testid={`project-row-${project.id}`}>{project.name}</span>
              </span>
            ),
          },
          { title: t('projects.stage'), dataIndex: 'stage', render: (stage: string) => <Tag>{t(`projects.stages.${stage}`, { defaultValue: stage })}</Tag> },
          {
            title: t('projects.progress'),
            dataIndex: 'progress',
            width: 180,
            render: (progress: number) => (
              <Progress percent={Math.round(progress)} size="small" strokeColor={PROGRESS_STROKE[progressColor(progress)]} />
            ),
          },
          {
            title: t('projects.start'),
            dataIndex: 'startDate',
            render: (date: string | null) => (date === null ? '-' : formatDate(date, dateFormat)),
          },
          {
            title: t('projects.finish'),
            dataIndex: 'finishDate',
            render: (date: string | null) => (date === null ? '-' : formatDate(date, dateFormat)),
          },
          {
            title: '',
            key: 'open',
            align: 'right',
            render: (_value, project) => (
              <Button onClick={() => open(project)} data-testid={`project-open-${project.id}`} aria-label={`${t('projects.open')} ${project.name}`}>
                {t('projects.open')}
              </Button>
            ),
          },
        ]}
      />
    );
  };

  return (
    <ModulePage
      testId="projects-page"
      title={t('projects.title')}
      subtitle={t('projects.subtitle', { company: companySession?.company.name ?? '' })}
    >
      {body()}
    </ModulePage>
  );
}
