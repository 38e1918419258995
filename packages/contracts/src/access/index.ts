export * from './email-rules';
export * from './access-bodies';
export * from './access-error-codes';
export * from './access-responses';
export * from './audit-events';
export * from './api-tokens';
