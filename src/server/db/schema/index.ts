export * from './enums';
export * from './accounts';
export * from './orders';
export * from './custody';
export * from './public-links';
