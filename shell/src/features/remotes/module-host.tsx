import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isRemoteModule, moduleForPath, usePermissions, useSelectedProject } from '@tenon/ui';
import { isModuleVisible } from '../layout/module-visibility';
import { ErrorScreen } from '../errors/error-screen';
import { FullScreenLoader } from '../layout/full-screen-loader';
import { RemoteModule } from './remote-module';

/** Every path the shell does not own belongs to a module remote, once the user may see that module. */
export function ModuleHost() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const permissions = usePermissions();
  const { project, isLoading } = useSelectedProject();
  const module = moduleForPath(pathname);

  if (module === null) return <ErrorScreen kind="not-found" />;
  if (isLoading) return <FullScreenLoader label={t('ui:loading')} />;
  if (!isModuleVisible(module, permissions, project?.modules)) return <ErrorScreen kind="no-module-access" />;
  if (!isRemoteModule(module)) return <ErrorScreen kind="not-found" />;
  return <RemoteModule key={module} module={module} />;
}
