export { RemoteModule, REMOTE_FALLBACK_TEXT, type RemoteModuleProps } from './RemoteModule';
export { RemoteErrorBoundary, isReportedByRemotePart } from './RemoteErrorBoundary';
export {
  setRemoteModuleLoader,
  getRemoteEnvironment,
  type RemoteModuleLoader,
  type RemoteEnvironment,
} from './remoteModuleLoader';
export { loadRemoteComponent, REMOTE_TIMEOUT_MS } from './loadRemoteComponent';
export { RemoteLoadError } from '../remote-errors/RemoteLoadError';
export {
  RemoteRenderRecordContext,
  createRemoteRenderRecord,
  type RemoteRenderRecord,
} from './RemoteRenderRecord';
export { REGION_ATTRIBUTE, REGION_READY_ATTRIBUTE } from './regions';
export { isEntryFailure } from '../remote-errors/entryFailure';
export { REMOTE_BLOCKS, remoteBlockModule } from './remoteBlocks';
