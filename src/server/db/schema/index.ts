export * from './enums';
export * from './accounts';
export * from './orders';
