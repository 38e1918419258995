export * from './outline-rows';
export * from './time-scale';
export * from './link-route';
export * from './undo-history';
export * from './save-diff';
export * from './bar-drag';
export * from './links-on-screen';
export * from './map-by';
