/** Spec 4: the success and rejection toasts last 5 s. */
export const MODIFICATION_TOAST_MS = 5000;
export const MODIFICATION_COMMENT_MAX = 2000;
