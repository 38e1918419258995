import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, EmptyState, ErrorState, LoadingState, ModulePage, selectionStore, useCan, useProjectsQuery, useSession, type Company } from '@tenon/ui';
import { notify } from '../layout/notifier';
import type { ProjectSummary } from '../access-common/access-types';
import { DEFAULT_PROJECT_SORT, DEFAULT_ZOOM, filterProjects, sortProjects, type ProjectSort, type ProjectView } from './projects-home-rules';
import { ProjectsToolbar } from './projects-toolbar';
import { ProjectsTimeline } from './projects-timeline';
import { ProjectsCards, ProjectsStages } from './projects-stages';
import { NewProjectButton } from './new-project-modal';

// Spec 2.11: the projects home refreshes every 60 s.
const PROJECTS_REFRESH_MS = 60_000;

export function ProjectsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { companySession, companies } = useSession();
  const projects = useProjectsQuery(PROJECTS_REFRESH_MS);
  const canCreate = useCan('settings.project', 'AC');
  const [view, setView] = useState<ProjectView>('timeline');
  const [text, setText] = useState('');
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [sort, setSort] = useState<ProjectSort>(DEFAULT_PROJECT_SORT);
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);

  // Spec 2.11: a toast when the query is refused as unauthorized.
  const refused = projects.error instanceof ApiError && (projects.error.status === 401 || projects.error.status === 403);
  useEffect(() => {
    if (refused) notify({ kind: 'warning', title: t('home:unauthorized_title'), description: t('home:unauthorized') });
  }, [refused, t]);

  const open = (project: ProjectSummary) => {
    selectionStore.selectProject(project.id);
    void navigate('/masterplan');
  };

  const all = (projects.data ?? []) as ProjectSummary[];
  const companyOptions: Company[] = companies.length > 0 ? companies : companySession === null ? [] : [companySession.company];
  const body = () => {
    if (projects.isLoading) return <LoadingState />;
    if (projects.isError) return <ErrorState error={projects.error} onRetry={() => void projects.refetch()} />;
    if (all.filter((project) => project.stage !== 'deleted').length === 0) {
      return <EmptyState testId="projects-empty" title={t('projects.empty')} description={t('projects.empty_hint')} />;
    }
    const shown = sortProjects(filterProjects(all, { text, companyId }), sort);
    if (shown.length === 0) return <EmptyState testId="projects-no-match" title={t('home:no_match')} description={t('home:no_match_hint')} />;
    switch (view) {
      case 'timeline':
        return <ProjectsTimeline projects={shown} zoom={zoom} onOpen={open} />;
      case 'stages':
        return <ProjectsStages projects={shown} onOpen={open} />;
      case 'cards':
        return <ProjectsCards projects={shown} onOpen={open} />;
      default: {
        const unknownView: never = view;
        throw new Error(`unknown view ${String(unknownView)}`);
      }
    }
  };

  return (
    <ModulePage
      testId="projects-page"
      title={t('projects.title')}
      subtitle={t('projects.subtitle', { company: companySession?.company.name ?? '' })}
      extra={canCreate ? <NewProjectButton /> : undefined}
    >
      <ProjectsToolbar
        view={view}
        onView={setView}
        text={text}
        onText={setText}
        companyId={companyId}
        companies={companyOptions}
        onCompany={setCompanyId}
        sort={sort}
        onSort={setSort}
        zoom={zoom}
        onZoom={setZoom}
      />
      {body()}
    </ModulePage>
  );
}
