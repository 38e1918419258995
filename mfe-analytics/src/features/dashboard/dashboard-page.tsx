import { useTranslation } from 'react-i18next';
import { ModuleOverviewPage, useSelectedSchedule } from '@tenon/ui';
import { ANALYTICS_NAMESPACE } from '../../i18n/analytics-messages';
import { useAnalyticsOverview } from './use-analytics-overview';

/** First analytics page: the selected schedule's overview from the analytics service, or its empty state. */
export function DashboardPage() {
  const { t } = useTranslation(ANALYTICS_NAMESPACE);
  const { projectId, scheduleId } = useSelectedSchedule();
  const overviewQuery = useAnalyticsOverview(projectId, scheduleId);
  return (
    <ModuleOverviewPage
      module="analytics"
      title={t('title')}
      subtitle={(names) => t('subtitle', names)}
      overview={overviewQuery}
      isEmpty={(overview) => overview.activityCount === 0 && overview.ppcWeeks.length === 0}
      emptyTitle={(schedule) => t('empty', { schedule })}
      emptyHint={t('empty_hint')}
      stats={(overview) => [
        { testId: 'analytics-stat-activities', title: t('activities'), value: overview.activityCount },
        { testId: 'analytics-stat-ppc-weeks', title: t('ppc_weeks'), value: overview.ppcWeeks.length },
      ]}
    />
  );
}
