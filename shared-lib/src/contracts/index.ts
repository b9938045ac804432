export type * from './remoteModules';
export type * from './serverRenderer';
export { REMOTE_MODULE_IDS, REMOTE_NAMES } from './remoteModules';
