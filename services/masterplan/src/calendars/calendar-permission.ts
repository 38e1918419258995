import { permissionAllows, type AuthContext, type RequiredPermissionCode } from '@tenon/contracts';
import { ServiceError } from '@tenon/service-kit';

/** The gateway checked the route; the service checks again, so a caller that reaches it another way meets the same rule. */
export function assertCalendarPermission(auth: AuthContext, min: RequiredPermissionCode): void {
  if (permissionAllows(auth.permissions?.['masterplan.calendars'], min)) return;
  const message = min === 'AC' ? 'Calendars are read-only for you: changing them needs full access' : 'You cannot see the calendars of this schedule';
  throw new ServiceError('NO_PERMISSION', message, 403);
}
