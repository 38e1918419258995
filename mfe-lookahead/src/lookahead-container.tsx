import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from 'antd';
import { ModulePage, useCan, usePermission } from '@tenon/ui';
import { LOOKAHEAD_NAMESPACE } from './i18n/lookahead-messages';
import { TabBar, tabIdOf, type TabBarItem } from './lookahead-tab-bar';

const TABS_ID = 'lookahead-tabs';
const PANEL_ID = 'lookahead-tab-panel';

export type LookaheadTab = 'planification' | 'resources' | 'constraints';

/**
 * Spec 2.1: the lookahead's tabs, each hidden when its permission is SA; with no lookahead permission at all the user
 * sees 'no_permissions', and a tab reached by its address without its permission says so.
 */
export function LookaheadContainer({ tab, children }: { tab: LookaheadTab; children: ReactNode }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  const navigate = useNavigate();
  const canPlan = useCan('lookahead.plan', 'V');
  const canRoadblocks = useCan('lookahead.constraints', 'V');
  const canResources = useCan('lookahead.resources', 'V');
  // Spec part 3, 6: the resources screen is for AC and V; a subtrade (ACP) does not get the tab.
  const resourcesCode = usePermission('lookahead.resources');
  const seesResources = resourcesCode === 'AC' || resourcesCode === 'V';
  if (!canPlan && !canRoadblocks && !canResources) {
    return (
      <div style={{ padding: 24 }}>
        <Alert type="error" showIcon message={t('no_permissions')} data-testid="lookahead-no-permissions" />
      </div>
    );
  }
  const items: Array<TabBarItem<LookaheadTab>> = [
    ...(canPlan ? [{ key: 'planification' as const, label: t('tab_plan') }] : []),
    ...(seesResources ? [{ key: 'resources' as const, label: t('tab_resources') }] : []),
    ...(canRoadblocks ? [{ key: 'constraints' as const, label: t('tab_roadblocks') }] : []),
  ];
  const allowed = tab === 'planification' ? canPlan : tab === 'resources' ? seesResources : canRoadblocks;
  return (
    <div data-testid="lookahead-container">
      <TabBar items={items} active={tab} hrefOf={(key) => `/lookahead/${key}`} onOpen={(key) => void navigate(`/lookahead/${key}`)} testId={TABS_ID} panelId={PANEL_ID} />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabIdOf(TABS_ID, tab)}>
        {allowed ? (
          children
        ) : (
          <div style={{ padding: 24 }}>
            <Alert type="warning" showIcon message={t(tab === 'planification' ? 'settings_not_permissions' : tab === 'resources' ? 'resources_no_permission' : 'non_permission_access')} data-testid="lookahead-tab-no-permission" />
          </div>
        )}
      </div>
    </div>
  );
}

/** The roadblocks tab's page frame. */
export function RoadblocksFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(LOOKAHEAD_NAMESPACE);
  return (
    <ModulePage testId="roadblocks-page" title={t('roadblocks_title')}>
      {children}
    </ModulePage>
  );
}
