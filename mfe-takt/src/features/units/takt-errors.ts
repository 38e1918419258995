import { ApiError, errorMessage } from '@tenon/ui';
import { taktRuleMessages, type TaktRuleCode } from '@tenon/lean';

const OTHER_CODES: Record<string, string> = {
  TAKT_NODE_UNKNOWN: 'error_node_unknown',
  TAKT_REORDER_MISMATCH: 'error_reorder',
  TAKT_AUTOMATIC_TALL_BUILDING_ONLY: 'error_automatic_tall_building',
  TAKT_DISABLED: 'disabled_title',
  NO_PERMISSION: 'no_permission',
  TAKT_ALREADY_RELATED: 'error_already_related',
  TAKT_NOT_RELATED: 'error_not_related',
};

/** A rule's message in the page's language: the spec's Spanish words, or their English. */
export function ruleText(code: TaktRuleCode, language: string): string {
  return language.startsWith('es') ? taktRuleMessages[code].es : taktRuleMessages[code].en;
}

/** Takt codes the service answers, each with its own message; others fall back to the platform's. */
export function taktErrorText(error: unknown, t: (key: string) => string, language: string): string {
  if (!(error instanceof ApiError)) return t('error_generic');
  if (error.code in taktRuleMessages) return ruleText(error.code as TaktRuleCode, language);
  const key = OTHER_CODES[error.code];
  return key === undefined ? errorMessage(error.code, language) : t(key);
}
