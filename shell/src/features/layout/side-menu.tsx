import { memo, useCallback, useRef, type ReactNode } from 'react';
import { HomeOutlined, SettingOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Hint, isRemoteModule, MODULE_HOME_PATH, moduleForPath, useSelectedProject, usePermissions, useSelection, type ModuleKey } from '@tenon/ui';
import { notify } from './notifier';
import { visibleModules } from './module-visibility';
import { MODULE_ICONS } from './module-icons';
import { BrandMark } from './brand-mark';

export const SIDE_MENU_WIDTH = 74;

/** Where a menu button leads: the projects, a module's home, or the settings. */
type MenuTarget = 'projects' | 'settings' | ModuleKey;

interface MenuButtonProps {
  target: MenuTarget;
  testId: string;
  label: string;
  tooltip: string;
  icon: ReactNode;
  active: boolean;
  disabled: boolean;
  onChoose: (target: MenuTarget) => void;
}

const HOME_ICON = <HomeOutlined aria-hidden />;
const SETTINGS_ICON = <SettingOutlined aria-hidden />;

/**
 * Memoised, with a handler that stays the same between the menu's renders: the menu re-renders as the page's first
 * reads arrive (projects, selection), and its buttons, hints and icons need not.
 */
const MenuButton = memo(function MenuButton({ target, testId, label, tooltip, icon, active, disabled, onChoose }: MenuButtonProps) {
  return (
    <li style={{ listStyle: 'none' }}>
      <Hint title={tooltip} placement="right">
        <button
          type="button"
          aria-label={label}
          aria-current={active ? 'page' : undefined}
          aria-disabled={disabled}
          data-testid={testId}
          onClick={disabled ? undefined : () => onChoose(target)}
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
});

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

  // Read at the click: a handler that changed with the selection would re-render every button when a link selects.
  const selectedProject = useRef(projectId);
  selectedProject.current = projectId;
  const choose = useCallback(
    (target: MenuTarget) => {
      if (target === 'projects') void navigate('/projects');
      else if (target === 'settings') void navigate('/settings/user');
      else if (selectedProject.current === null) notify({ kind: 'error', title: t('settings.title'), description: t('settings.project_no_selected') });
      else void navigate(MODULE_HOME_PATH[target]);
    },
    [navigate, t],
  );

  return (
    <nav aria-label={t('menu.navigation')} data-testid="side-menu" style={{ height: '100%', paddingTop: 12 }}>
      <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 16 }}>
        <BrandMark inverted compact />
      </div>
      <ul style={{ margin: 0, padding: 0 }}>
        <MenuButton
          target="projects"
          testId="side-menu-projects"
          label={t('menu.projects')}
          tooltip={t('menu.projects')}
          icon={HOME_ICON}
          active={pathname === '/projects'}
          disabled={false}
          onChoose={choose}
        />
        {modules.map((module) => {
          const available = isRemoteModule(module);
          const name = t(`menu.${module}`);
          return (
            <MenuButton
              key={module}
              target={module}
              testId={`side-menu-${module}`}
              label={available ? name : `${name} ${t('menu.next_release')}`}
              tooltip={available ? name : `${name} ${t('menu.next_release')}`}
              icon={MODULE_ICONS[module]}
              active={activeModule === module}
              disabled={!available}
              onChoose={choose}
            />
          );
        })}
        <MenuButton
          target="settings"
          testId="side-menu-settings"
          label={t('menu.settings')}
          tooltip={t('menu.settings')}
          icon={SETTINGS_ICON}
          active={pathname.startsWith('/settings')}
          disabled={false}
          onChoose={choose}
        />
      </ul>
    </nav>
  );
}
