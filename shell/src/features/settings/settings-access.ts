import { permissionAllows } from '@tenon/contracts/types';
import type { PermissionTable } from '@tenon/ui';

export type SettingsPage = 'user' | 'project' | 'company' | 'plugins';
export type SettingsAccess = 'edit' | 'view' | 'blocked' | 'redirect';

/**
 * Spec part 2, 2.7 and 6: user settings are everyone's; project and company settings need AC or V on their section
 * (otherwise the not-allowed page), V being read-only; integrations need AC, otherwise a redirect to /settings/user.
 * The spec's "settings-general feature check" is a product flag that is always on here.
 */
export function settingsAccess(page: SettingsPage, permissions: PermissionTable): SettingsAccess {
  switch (page) {
    case 'user':
      return 'edit';
    case 'project':
    case 'company': {
      const code = permissions[page === 'project' ? 'settings.project' : 'settings.company'];
      if (code === 'AC') return 'edit';
      return code === 'V' ? 'view' : 'blocked';
    }
    case 'plugins':
      return permissionAllows(permissions['settings.integrations'], 'AC') ? 'edit' : 'redirect';
    default: {
      const unknownPage: never = page;
      throw new Error(`unknown settings page ${String(unknownPage)}`);
    }
  }
}
