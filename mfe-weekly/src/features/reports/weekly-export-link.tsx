import { Navigate, useParams, useSearchParams } from 'react-router';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@tenon/ui';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import { weeklyExportTarget } from './week-summary';

/**
 * The export route of spec part 2, 2.11 (/{companyId}/project/{projectId}/schedule/{scheduleId}/export/weekly?type=...):
 * opens the commitment or closure report it names, keeping a print request, for the company of the session only.
 */
export function WeeklyExportLink() {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  const params = useParams();
  const [search] = useSearchParams();
  const companyId = useSession().companySession?.company.id ?? null;
  const target =
    params.companyId === companyId
      ? weeklyExportTarget({ projectId: params.projectId ?? '', scheduleId: params.scheduleId ?? '' }, search)
      : null;
  if (target === null) {
    return (
      <div data-testid="weekly-export-denied">
        <Result status="403" title={t('summary_export_denied')} />
      </div>
    );
  }
  return <Navigate to={target} replace />;
}
