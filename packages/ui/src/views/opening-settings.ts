import type { ListSavedViewsReply } from '@tenon/contracts/types';

/**
 * The look a screen opens with: the user's saved default made whole (`settle`), else the plain defaults; what a link
 * asked for (`initial`, e.g. the lookahead's weeks) wins over both. Undefined while the views are not known yet.
 */
export function openingSettings<Settings>(
  views: ListSavedViewsReply<Settings> | undefined,
  defaults: Settings,
  settle: (saved: Settings) => Settings,
  initial: Partial<Settings> | undefined,
): Settings | undefined {
  if (views === undefined) return undefined;
  return { ...(views.default === null ? defaults : settle(views.default.settings)), ...initial };
}
