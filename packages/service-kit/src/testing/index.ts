// Test support (the integration harness, a recording model for repository unit tests), kept out of the runtime index:
// `@tenon/service-kit/testing`.
export * from './service-harness';
export * from './demo-callers';
export * from './schedule-overview-suite';
export * from './recording-model';
export * from './maildev-inbox';
export * from './sibling-services';
export * from './event-recorder';
export * from './test-databases';
