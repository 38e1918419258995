// Integration-test support, kept out of the runtime index: `@tenon/service-kit/testing`.
export * from './service-harness';
export * from './demo-callers';
export * from './schedule-overview-suite';
