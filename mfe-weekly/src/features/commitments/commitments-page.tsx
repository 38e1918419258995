import { useTranslation } from 'react-i18next';
import { ModuleOverviewPage, useSelectedSchedule } from '@tenon/ui';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import { useWeeklyOverview } from './use-weekly-overview';

/** First weekly page: the selected schedule's overview from the weekly service, or its empty state. */
export function CommitmentsPage() {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  const { projectId, scheduleId } = useSelectedSchedule();
  const overviewQuery = useWeeklyOverview(projectId, scheduleId);
  return (
    <ModuleOverviewPage
      module="weekly"
      title={t('title')}
      subtitle={(names) => t('subtitle', names)}
      overview={overviewQuery}
      isEmpty={(overview) => overview.commitmentCount === 0 && overview.weeks.length === 0}
      emptyTitle={(schedule) => t('empty', { schedule })}
      emptyHint={t('empty_hint')}
      stats={(overview) => [
        { testId: 'weekly-stat-commitments', title: t('commitments'), value: overview.commitmentCount },
        { testId: 'weekly-stat-weeks', title: t('weeks'), value: overview.weeks.length },
      ]}
    />
  );
}
