import type { ScheduleScope } from '@tenon/contracts/types';
import { Fragment, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState, ModulePage, SelectScheduleState, useSelectedProject, useSelectedSchedule } from '@tenon/ui';
import { TAKT_NAMESPACE } from '../../i18n/takt-messages';
import { TaktTabs } from './takt-tabs';

/**
 * A takt page: its title with the project and schedule, the takt tabs, and the page's own part for the selected
 * schedule (drawn anew for another schedule), or what to select first.
 */
export function TaktPageFrame({ testId, title, extra, children }: { testId: string; title: string; extra?: (place: ScheduleScope) => ReactNode; children: (place: ScheduleScope) => ReactNode }) {
  const { t } = useTranslation(TAKT_NAMESPACE);
  const { project } = useSelectedProject();
  const { projectId, scheduleId, schedule, isLoading } = useSelectedSchedule();
  const place = useMemo(() => (projectId === null || scheduleId === null ? null : { projectId, scheduleId }), [projectId, scheduleId]);
  const body = () => {
    if (isLoading) return <LoadingState />;
    if (place === null) return <SelectScheduleState needsProject={projectId === null} />;
    return <Fragment key={place.scheduleId}>{children(place)}</Fragment>;
  };
  return (
    <ModulePage
      testId={testId}
      title={title}
      subtitle={project === null || schedule === null ? undefined : t('subtitle', { project: project.name, schedule: schedule.name })}
      extra={place === null || extra === undefined ? undefined : extra(place)}
    >
      <TaktTabs />
      {body()}
    </ModulePage>
  );
}
