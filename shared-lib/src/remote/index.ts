export { RemoteModule, REMOTE_FALLBACK_TEXT, type RemoteModuleProps } from './RemoteModule';
export { RemoteErrorBoundary } from './RemoteErrorBoundary';
export { setRemoteModuleLoader, type RemoteModuleLoader } from './remoteModuleLoader';
export { loadRemoteComponent, RemoteLoadError, REMOTE_TIMEOUT_MS } from './loadRemoteComponent';
