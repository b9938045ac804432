import type { CreateRenderer } from 'shared-lib/contracts';

/**
 * The Node build's entry, called by the pre-render (deploy/prerender). Like the browser entry it
 * loads the rest asynchronously, so shared modules are negotiated first.
 */
export const createRenderer: CreateRenderer = async (options) => {
  const { createRenderer: create } = await import('./createRenderer');
  return create(options);
};
