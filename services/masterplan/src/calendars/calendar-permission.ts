import type { AuthContext, RequiredPermissionCode } from '@tenon/contracts';
import { assertPermission } from '@tenon/service-kit';

/** The gateway checked the route; the service checks again, so a caller that reaches it another way meets the same rule. */
export function assertCalendarPermission(auth: AuthContext, min: RequiredPermissionCode): void {
  const refusal = min === 'AC' ? 'Calendars are read-only for you: changing them needs full access' : 'You cannot see the calendars of this schedule';
  assertPermission(auth, [['masterplan.calendars', min]], refusal);
}
