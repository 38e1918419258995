import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Button } from 'antd';
import { TAKT_NAMESPACE } from '../../i18n/takt-messages';

/** Spec 2.6 and 9: the takt tab buttons appear after 0.5 s, with a 0.5 s fade; the tab of the address is highlighted. */
const TAB_DELAY_MS = 500;

export function TaktTabs() {
  const { t } = useTranslation(TAKT_NAMESPACE);
  const { pathname } = useLocation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), TAB_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <nav data-testid="takt-tabs" style={{ marginBottom: 16, minHeight: 32, opacity: shown ? 1 : 0, transition: 'opacity 0.5s', visibility: shown ? 'visible' : 'hidden' }}>
      <NavLink to="/taktplanning/units">
        {({ isActive }) => (
          <Button type={isActive ? 'primary' : 'default'} data-testid="takt-tab-units">
            {t('tab_units')}
          </Button>
        )}
      </NavLink>
      <NavLink to="/taktplanning/assign" style={{ marginLeft: 8 }}>
        {({ isActive }) => (
          <Button type={isActive ? 'primary' : 'default'} data-testid="takt-tab-assign">
            {t('tab_assign')}
          </Button>
        )}
      </NavLink>
      <NavLink to="/taktplanning/plan" style={{ marginLeft: 8 }}>
        {({ isActive }) => (
          <Button type={isActive ? 'primary' : 'default'} data-testid="takt-tab-plan">
            {t('tab_plan')}
          </Button>
        )}
      </NavLink>
      <NavLink to="/taktanalytics" style={{ marginLeft: 8 }}>
        {({ isActive }) => (
          <Button type={isActive || pathname.toLowerCase() === '/extradashboard' ? 'primary' : 'default'} data-testid="takt-tab-analytics">
            {t('tab_analytics')}
          </Button>
        )}
      </NavLink>
    </nav>
  );
}
