export type * from './remoteModules';
export { REMOTE_NAMES } from './remoteModules';
