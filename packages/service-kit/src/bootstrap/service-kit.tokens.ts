export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const SERVICE_LOGGER = Symbol('SERVICE_LOGGER');
export const KAFKA_CLIENT = Symbol('KAFKA_CLIENT');
