import { Navigate, Route, Routes, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from 'antd';
import { SelectScheduleThenOpen, useCan, useDeepLinkedSchedule } from '@tenon/ui';
import { LOOKAHEAD_NAMESPACE, registerLookaheadMessages } from './i18n/lookahead-messages';
import { registerLookaheadReportMessages } from './i18n/lookahead-report-messages';
import { PlanificationPage } from './features/planification/planification-page';
import { ResourcesPage } from './features/resources/resources-page';
import { RoadblocksPage } from './features/roadblocks/roadblocks-page';
import { LookaheadReportPage } from './features/report/lookahead-report-page';
import { LookaheadContainer, RoadblocksFrame } from './lookahead-container';

registerLookaheadMessages();
registerLookaheadReportMessages();

/** Spec 2.1 deep link to a project and schedule plan: select both, then show the plan. */
function PlanificationDeepLink() {
  const { projectIdPlan = null, scheduleIdPlan = null } = useParams();
  return <SelectScheduleThenOpen projectId={projectIdPlan} scheduleId={scheduleIdPlan} pathname="/lookahead/planification" />;
}

/**
 * Spec 2.1 deep link to a schedule's roadblocks, the ids after it (joined by dashes) preselected. The schedule is
 * selected once the project's schedules are known to hold it, so the shell's default selection does not undo it; a
 * project or schedule the user cannot see gives the no-permission alert.
 */
function RoadblocksDeepLink() {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const { projectIdParam = null, sectorIdParam = null, idsParam } = useParams();
  const { refused } = useDeepLinkedSchedule(projectIdParam, sectorIdParam);
  return (
    <LookaheadContainer tab="constraints">
      <RoadblocksFrame>
        {refused ? <Alert type="error" showIcon message={t('non_permission_access')} data-testid="roadblocks-deep-link-refused" /> : <RoadblocksPage idsParam={idsParam} />}
      </RoadblocksFrame>
    </LookaheadContainer>
  );
}

/** /lookahead opens the first tab the user may see. */
function LookaheadHome() {
  const canPlan = useCan('lookahead.plan', 'V');
  const canRoadblocks = useCan('lookahead.constraints', 'V');
  return <Navigate to={!canPlan && canRoadblocks ? '/lookahead/constraints' : '/lookahead/planification'} replace />;
}

/** Routes owned by the lookahead module, matched under the shell's router. */
export default function LookaheadModule() {
  return (
    <Routes>
      <Route path="lookahead" element={<LookaheadHome />} />
      <Route
        path="lookahead/planification"
        element={
          <LookaheadContainer tab="planification">
            <PlanificationPage />
          </LookaheadContainer>
        }
      />
      <Route path="lookahead/planification/:projectIdPlan/:scheduleIdPlan" element={<PlanificationDeepLink />} />
      <Route
        path="lookahead/resources"
        element={
          <LookaheadContainer tab="resources">
            <ResourcesPage />
          </LookaheadContainer>
        }
      />
      <Route
        path="lookahead/constraints"
        element={
          <LookaheadContainer tab="constraints">
            <RoadblocksFrame>
              <RoadblocksPage />
            </RoadblocksFrame>
          </LookaheadContainer>
        }
      />
      <Route path="lookahead/constraints/:projectIdParam/:sectorIdParam" element={<RoadblocksDeepLink />} />
      <Route path="lookahead/constraints/:projectIdParam/:sectorIdParam/:idsParam" element={<RoadblocksDeepLink />} />
      {/* The lookahead report (spec part 3, 2.2); numWeeks falls back to the default window. */}
      <Route path="reportlookahead/week/all/:week/:colorSchema/:numWeeks?" element={<LookaheadReportPage newTab={false} />} />
      <Route path="reportlookahead/week/allNewTab/:week/:colorSchema/:numWeeks?" element={<LookaheadReportPage newTab />} />
      <Route path="*" element={<Navigate to="/lookahead/planification" replace />} />
    </Routes>
  );
}
