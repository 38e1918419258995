import { useEffect } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { selectionStore } from '@tenon/ui';
import { registerLookaheadMessages } from './i18n/lookahead-messages';
import { PlanificationPage } from './features/planification/planification-page';

registerLookaheadMessages();

/** Spec 2.1 deep link to a project and schedule plan: select both, then show the plan. */
function PlanificationDeepLink() {
  const { projectIdPlan = null, scheduleIdPlan = null } = useParams();
  useEffect(() => {
    selectionStore.selectProject(projectIdPlan);
    selectionStore.selectSchedule(scheduleIdPlan);
  }, [projectIdPlan, scheduleIdPlan]);
  return <Navigate to="/lookahead/planification" replace />;
}

/** Routes owned by the lookahead module, matched under the shell's router. */
export default function LookaheadModule() {
  return (
    <Routes>
      <Route path="lookahead" element={<Navigate to="/lookahead/planification" replace />} />
      <Route path="lookahead/planification" element={<PlanificationPage />} />
      <Route path="lookahead/planification/:projectIdPlan/:scheduleIdPlan" element={<PlanificationDeepLink />} />
      <Route path="*" element={<Navigate to="/lookahead/planification" replace />} />
    </Routes>
  );
}
