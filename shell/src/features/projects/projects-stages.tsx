import { Badge, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectSummary } from '../access-common/access-types';
import { groupByStage } from './projects-home-rules';
import { ProjectCard } from './project-card';

/** Projects grouped in one column per stage. */
export function ProjectsStages({ projects, onOpen }: { projects: ProjectSummary[]; onOpen: (project: ProjectSummary) => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="projects-stages" style={{ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'minmax(240px, 1fr)', gap: 12, overflowX: 'auto', paddingBottom: 8 }}>
      {groupByStage(projects).map((group) => (
        <section key={group.stage} data-testid={`projects-stage-${group.stage}`} style={{ background: '#f5f7fa', borderRadius: 8, padding: 10, minHeight: 160 }}>
          <Typography.Title level={5} style={{ marginTop: 0, display: 'flex', justifyContent: 'space-between' }}>
            {t(`projects.stages.${group.stage}`)} <Badge count={group.projects.length} showZero color="#8c95a6" />
          </Typography.Title>
          <div style={{ display: 'grid', gap: 8 }}>
            {group.projects.map((project) => (
              <ProjectCard key={project.id} project={project} onOpen={onOpen} compact />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

export function ProjectsCards({ projects, onOpen }: { projects: ProjectSummary[]; onOpen: (project: ProjectSummary) => void }) {
  return (
    <div data-testid="projects-cards" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 12 }}>
      {projects.map((project) => (
        <ProjectCard key={project.id} project={project} onOpen={onOpen} />
      ))}
    </div>
  );
}
