import type { RemoteModuleId } from '../contracts/remoteModules';

/** A remote module that could not be loaded or rendered, named by its federation id. */
export class RemoteLoadError extends Error {
  constructor(
    message: string,
    readonly moduleId: RemoteModuleId,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}
