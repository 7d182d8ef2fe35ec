export * from './constants';
export * from './logic/index';
export * from './messages/index';
export * from './schemas/index';
export * from './contract/index';
