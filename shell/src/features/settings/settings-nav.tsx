import { Segmented } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@tenon/ui';
import { settingsAccess, type SettingsPage } from './settings-access';

const PAGES: SettingsPage[] = ['user', 'project', 'company', 'plugins'];

/** The settings pages this person may open. */
export function SettingsNav() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const permissions = usePermissions();
  const pages = PAGES.filter((page) => {
    const access = settingsAccess(page, permissions);
    return access === 'edit' || access === 'view';
  });
  const current = PAGES.find((page) => pathname.startsWith(`/settings/${page}`)) ?? 'user';
  return (
    <Segmented<SettingsPage>
      aria-label={t('title')}
      data-testid="settings-nav"
      value={current}
      onChange={(page) => void navigate(`/settings/${page}`)}
      options={pages.map((page) => ({ value: page, label: <span data-testid={`settings-nav-${page}`}>{t(`nav.${page}`)}</span> }))}
    />
  );
}
