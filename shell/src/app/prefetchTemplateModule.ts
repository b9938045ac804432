import type { RemoteModuleLoader } from 'shared-lib/remote';
import { remotePages } from '../routing/pageTemplates';

/**
 * After a link's page data is prefetched: load the remote page module its template needs, so the
 * navigation shows it without waiting (the federation runtime loads each module once).
 */
export function prefetchTemplateModule(load: RemoteModuleLoader) {
  return (json: unknown): void => {
    const template = (json as { template?: unknown } | null)?.template;
    if (typeof template !== 'string') return;
    const moduleId = remotePages[template as keyof typeof remotePages];
    if (moduleId) load(moduleId).catch(() => undefined);
  };
}
