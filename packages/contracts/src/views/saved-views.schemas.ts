import { z } from 'zod';
import { objectIdSchema } from '../projects/projects.schemas';

/**
 * Saved views of a schedule's screen (the Gantt, the lookahead plan): a user's default, saved as they work, and named
 * views, private or public. One definition; each screen brings its own settings schema.
 */
export interface SavedView<Settings> {
  id: string;
  /** null for the user's own default view, saved as they work. */
  name: string | null;
  public: boolean;
  ownerId: string;
  settings: Settings;
  updatedAt: string;
  /** Whether the asking user may rename, change or delete it (`mayEditSavedView`). */
  editable: boolean;
}

export interface ListSavedViewsReply<Settings> {
  /** The user's default view of this schedule, if they have changed anything yet. */
  default: SavedView<Settings> | null;
  /** Their own named views and everyone's public ones, by name. */
  views: SavedView<Settings>[];
}

export interface SavedViewReply<Settings> {
  view: SavedView<Settings>;
}

const scheduleRef = { projectId: objectIdSchema, scheduleId: objectIdSchema };
const viewNameSchema = z.string().trim().min(1, 'The view name is required').max(80, 'The view name can have up to 80 characters');

/** The five requests on a screen's views, validating its settings with `settings`. */
export function savedViewRequestSchemas<Settings extends z.ZodTypeAny>(settings: Settings) {
  return {
    list: z.object(scheduleRef).strict(),
    saveDefault: z.object({ ...scheduleRef, settings }).strict(),
    create: z.object({ ...scheduleRef, name: viewNameSchema, public: z.boolean(), settings }).strict(),
    update: z.object({ ...scheduleRef, viewId: objectIdSchema, name: viewNameSchema.optional(), public: z.boolean().optional(), settings: settings.optional() }).strict(),
    delete: z.object({ ...scheduleRef, viewId: objectIdSchema }).strict(),
  };
}

export type ListSavedViewsRequest = { projectId: string; scheduleId: string };
export type SaveDefaultSavedViewRequest<Settings> = ListSavedViewsRequest & { settings: Settings };
export type CreateSavedViewRequest<Settings> = ListSavedViewsRequest & { name: string; public: boolean; settings: Settings };
export type UpdateSavedViewRequest<Settings> = ListSavedViewsRequest & { viewId: string; name?: string; public?: boolean; settings?: Settings };
export type DeleteSavedViewRequest = ListSavedViewsRequest & { viewId: string };

/**
 * Who may change a view: its owner; for a public view also an admin or superadmin. Nobody else, and another user's
 * private view not even an admin (the spec's two rules read together, docs/decisions.md).
 */
export function mayEditSavedView(view: { ownerId: string; public: boolean }, userId: string, role: string): boolean {
  if (view.ownerId === userId) return true;
  return view.public && (role === 'admin' || role === 'superadmin');
}
