import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from 'antd';
import { LoadingState, useDeepLinkedSchedule, useProjectsQuery } from '@tenon/ui';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import { CncsFrame, CncsPage } from './cncs-page';

/**
 * Spec 2.5: /weeklyplan/cncs/{projectIdCnc}/{sectorIdCnc} selects that project and schedule and shows its CNCs. A
 * project not among the user's is 'Access denied'; a schedule the project does not show them, the no-permission alert.
 */
export function CncsDeepLink() {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  const { projectIdCnc = null, sectorIdCnc = null } = useParams();
  const projects = useProjectsQuery();
  const projectKnown = projects.data?.some((project) => project.id === projectIdCnc) ?? false;
  const { refused } = useDeepLinkedSchedule(projectIdCnc, sectorIdCnc, projectKnown);

  if (projects.isLoading) return <LoadingState />;
  if (!projectKnown) {
    return (
      <CncsFrame>
        <Alert type="error" showIcon message={t('access_denied')} data-testid="cncs-access-denied" />
      </CncsFrame>
    );
  }
  if (refused) {
    return (
      <CncsFrame>
        <Alert type="error" showIcon message={t('non_permission_access')} data-testid="cncs-deep-link-refused" />
      </CncsFrame>
    );
  }
  return <CncsPage />;
}
