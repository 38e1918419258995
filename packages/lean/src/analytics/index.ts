export * from './days';
export * from './ppc-figures';
export * from './roadblock-figures';
export * from './cnc-figures';
export * from './s-curve';
export * from './milestone-forecast';
export * from './curve-rows';
export * from './load-times';
