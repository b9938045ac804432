/** A tag-manager data layer entry; the tag manager script itself may never load. */
export type DataLayerEntry = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Pushes onto `window.dataLayer`, creating it when the tag manager has not (yet) loaded. */
export function pushToDataLayer(entry: DataLayerEntry): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}
