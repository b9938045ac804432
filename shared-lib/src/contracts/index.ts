export type * from './remoteModules';
export type * from './serverRenderer';
