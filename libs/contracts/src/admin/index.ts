export * from './store-settings';
export * from './admin-products';
export * from './admin-records';
export * from './admin-errors';
export * from './admin-orders';
export * from './admin-dashboard';
