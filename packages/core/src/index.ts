export * from './constants';
export * from './contract/index';
export * from './logic/index';
export * from './messages/index';
export * from './schemas/index';
