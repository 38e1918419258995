import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from 'antd';
import { LoadingState, selectionStore, useProjectsQuery, useSchedulesQuery, useSelection } from '@tenon/ui';
import { WEEKLY_NAMESPACE } from '../../i18n/weekly-messages';
import { CncsFrame, CncsPage } from './cncs-page';

/**
 * Spec 2.5: /weeklyplan/cncs/{projectIdCnc}/{sectorIdCnc} selects that project and schedule and shows its CNCs. A
 * project not among the user's is 'Access denied'; a schedule the project does not show them, the no-permission alert.
 */
export function CncsDeepLink() {
  const { t } = useTranslation(WEEKLY_NAMESPACE);
  const { projectIdCnc = null, sectorIdCnc = null } = useParams();
  const { projectId, scheduleId } = useSelection();
  const projects = useProjectsQuery();
  const projectKnown = projects.data?.some((project) => project.id === projectIdCnc) ?? false;
  const schedules = useSchedulesQuery(projectKnown ? projectIdCnc : null);
  const scheduleKnown = schedules.data?.some((schedule) => schedule.id === sectorIdCnc) ?? false;
  // Until the link's schedule has been seen selected once: after that the user's own choice stands.
  const applied = useRef(false);
  useEffect(() => {
    if (projectKnown) selectionStore.selectProject(projectIdCnc);
  }, [projectKnown, projectIdCnc]);
  useEffect(() => {
    if (applied.current || !scheduleKnown || projectId !== projectIdCnc) return;
    if (scheduleId === sectorIdCnc) applied.current = true;
    else selectionStore.selectSchedule(sectorIdCnc);
  }, [scheduleKnown, projectId, scheduleId, projectIdCnc, sectorIdCnc]);

  if (projects.isLoading) return <LoadingState />;
  if (!projectKnown) {
    return (
      <CncsFrame>
        <Alert type="error" showIcon message={t('access_denied')} data-testid="cncs-access-denied" />
      </CncsFrame>
    );
  }
  if (schedules.isError || (schedules.data !== undefined && !scheduleKnown)) {
    return (
      <CncsFrame>
        <Alert type="error" showIcon message={t('non_permission_access')} data-testid="cncs-deep-link-refused" />
      </CncsFrame>
    );
  }
  return <CncsPage />;
}
