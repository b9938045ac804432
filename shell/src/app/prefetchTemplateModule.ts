import type { RemoteModuleId } from 'shared-lib/contracts';
import { remotePages } from '../routing/pageTemplates';

/**
 * After a link's page data is prefetched: prefetch the remote page module its template needs
 * (`prefetchRemoteModuleFiles`), so the navigation does not wait for the network.
 */
export function prefetchTemplateModule(prefetchModule: (id: RemoteModuleId) => Promise<void>) {
  return (json: unknown): void => {
    const template = (json as { template?: unknown } | null)?.template;
    if (typeof template !== 'string') return;
    const moduleId = remotePages[template as keyof typeof remotePages];
    if (moduleId) prefetchModule(moduleId).catch(() => undefined);
  };
}
