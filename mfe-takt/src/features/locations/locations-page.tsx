import { useTranslation } from 'react-i18next';
import { ModuleOverviewPage, useSelectedSchedule } from '@tenon/ui';
import { TAKT_NAMESPACE } from '../../i18n/takt-messages';
import { useTaktOverview } from './use-takt-overview';

/** First takt page: the selected schedule's overview from the takt service, or its empty state. */
export function LocationsPage() {
  const { t } = useTranslation(TAKT_NAMESPACE);
  const { projectId, scheduleId } = useSelectedSchedule();
  const overviewQuery = useTaktOverview(projectId, scheduleId);
  return (
    <ModuleOverviewPage
      module="takt"
      title={t('title')}
      subtitle={(names) => t('subtitle', names)}
      overview={overviewQuery}
      isEmpty={(overview) => overview.locationCount === 0 && overview.unitCount === 0}
      emptyTitle={(schedule) => t('empty', { schedule })}
      emptyHint={t('empty_hint')}
      stats={(overview) => [
        { testId: 'takt-stat-locations', title: t('locations'), value: overview.locationCount },
        { testId: 'takt-stat-units', title: t('units'), value: overview.unitCount },
      ]}
    />
  );
}
