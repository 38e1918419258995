import { useTranslation } from 'react-i18next';
import { ModuleOverviewPage, useSelectedSchedule } from '@tenon/ui';
import { LOOKAHEAD_NAMESPACE } from '../../i18n/lookahead-messages';
import { useLookaheadOverview } from './use-lookahead-overview';

/** First lookahead page: the selected schedule's overview from the lookahead service, or its empty state. */
export function PlanificationPage() {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const { projectId, scheduleId } = useSelectedSchedule();
  const overviewQuery = useLookaheadOverview(projectId, scheduleId);
  return (
    <ModuleOverviewPage
      module="lookahead"
      title={t('title')}
      subtitle={(names) => t('subtitle', names)}
      overview={overviewQuery}
      isEmpty={(overview) => overview.taskCount === 0 && overview.constraintCount === 0}
      emptyTitle={(schedule) => t('empty', { schedule })}
      emptyHint={t('empty_hint')}
      stats={(overview) => [
        { testId: 'lookahead-stat-tasks', title: t('tasks'), value: overview.taskCount },
        { testId: 'lookahead-stat-constraints', title: t('constraints'), value: overview.constraintCount },
      ]}
    />
  );
}
