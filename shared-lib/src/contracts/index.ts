export type * from './remoteModules';
export type * from './serverRenderer';
export { REMOTE_NAMES } from './remoteModules';
