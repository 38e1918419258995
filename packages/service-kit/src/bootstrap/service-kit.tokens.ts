export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const SERVICE_LOGGER = Symbol('SERVICE_LOGGER');
export const KAFKA_CLIENT = Symbol('KAFKA_CLIENT');
/** The environment the service was booted with (tests pass their own instead of process.env). */
export const SERVICE_ENV = Symbol('SERVICE_ENV');
