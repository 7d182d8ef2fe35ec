export * from './client/index';
export * from './components/index';
export * from './hooks/index';
export * from './persistence/index';
export * from './state/index';
