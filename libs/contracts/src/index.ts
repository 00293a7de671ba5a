export * from './constants';
export * from './errors';
export * from './money';
export * from './catalog';
export * from './platform';
export * from './cart';
export * from './language';
export * from './newsletter';
