import type { ReactNode } from 'react';
import { HomeOutlined, SettingOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Hint, isRemoteModule, MODULE_HOME_PATH, moduleForPath, useSelectedProject, usePermissions, useSelection, type ModuleKey } from '@tenon/ui';
import { notify } from './notifier';
import { visibleModules } from './module-visibility';
import { MODULE_ICONS } from './module-icons';
import { BrandMark } from './brand-mark';

export const SIDE_MENU_WIDTH = 74;

interface MenuButtonProps {
  testId: string;
  label: string;
  tooltip: string;
  icon: ReactNode;
  active: boolean;
  disabled: boolean;
  onClick: () => void;
}

function MenuButton({ testId, label, tooltip, icon, active, disabled, onClick }: MenuButtonProps) {
  return (
    <li style={{ listStyle: 'none' }}>
      <Hint title={tooltip} placement="right">
        <button
          type="button"
          aria-label={label}
          aria-current={active ? 'page' : undefined}
          aria-disabled={disabled}
          data-testid={testId}
          onClick={disabled ? undefined : onClick}
          style={{
            width: 50,
            height: 46,
            margin: '4px auto',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 22,
            border: 'none',
            borderRadius: 8,
            cursor: disabled ? 'not-allowed' : 'pointer',
            color: disabled ? 'rgba(255,255,255,0.35)' : '#ffffff',
            background: active ? 'rgba(255,255,255,0.18)' : 'transparent',
          }}
        >
          {icon}
        </button>
      </Hint>
    </li>
  );
}

/** The 74 px module bar: the modules this user may see on the selected project, as icons with tooltips. */
export function SideMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const permissions = usePermissions();
  const { project } = useSelectedProject();
  const { projectId } = useSelection();
  const activeModule = moduleForPath(pathname);
  const modules = visibleModules(permissions, project?.modules);

  const openModule = (module: ModuleKey) => {
    if (projectId === null) {
      notify({ kind: 'error', title: t('settings.title'), description: t('settings.project_no_selected') });
      return;
    }
    void navigate(MODULE_HOME_PATH[module]);
  };

  return (
    <nav aria-label={t('menu.navigation')} data-testid="side-menu" style={{ height: '100%', paddingTop: 12 }}>
      <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 16 }}>
        <BrandMark inverted compact />
      </div>
      <ul style={{ margin: 0, padding: 0 }}>
        <MenuButton
          testId="side-menu-projects"
          label={t('menu.projects')}
          tooltip={t('menu.projects')}
          icon={<HomeOutlined aria-hidden />}
          active={pathname === '/projects'}
          disabled={false}
          onClick={() => void navigate('/projects')}
        />
        {modules.map((module) => {
          const available = isRemoteModule(module);
          const name = t(`menu.${module}`);
          return (
            <MenuButton
              key={module}
              testId={`side-menu-${module}`}
              label={available ? name : `${name} ${t('menu.next_release')}`}
              tooltip={available ? name : `${name} ${t('menu.next_release')}`}
              icon={MODULE_ICONS[module]}
              active={activeModule === module}
              disabled={!available}
              onClick={() => openModule(module)}
            />
          );
        })}
        <MenuButton
          testId="side-menu-settings"
          label={t('menu.settings')}
          tooltip={t('menu.settings')}
          icon={<SettingOutlined aria-hidden />}
          active={pathname.startsWith('/settings')}
          disabled={false}
          onClick={() => void navigate('/settings/user')}
        />
      </ul>
    </nav>
  );
}
