import { useContext, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import type { RemoteModuleId } from '../contracts/remoteModules';
import { RemoteRenderRecordContext } from './RemoteRenderRecord';

/** Marks a remote's part of the page in the HTML, so the browser can find its pre-rendered markup. */
export const REGION_ATTRIBUTE = 'data-remote-region';
/** Names the module a region shows (`gifts/StoreGiftSlider`): what failed, for people and tests. */
export const REGION_MODULE_ATTRIBUTE = 'data-remote-module';
/** Set in the browser once a region's module runs (after hydration or a client render). */
export const REGION_READY_ATTRIBUTE = 'data-remote-ready';

/** The element of a region in the browser's document, if the pre-rendered HTML has it. */
export function findRegion(regionId: string): Element | undefined {
  return [...document.querySelectorAll(`[${REGION_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(REGION_ATTRIBUTE) === regionId,
  );
}

export interface RegionProps {
  regionId: string;
  moduleId: RemoteModuleId;
  moduleProps: Record<string, unknown>;
  fallback: ReactNode;
}

export type RegionComponent = ComponentType<RegionProps>;

// `display: contents` (site CSS) keeps the wrapper out of the layout.
const regionAttributes = (regionId: string, moduleId: RemoteModuleId) => ({
  className: 'remote-region',
  [REGION_ATTRIBUTE]: regionId,
  [REGION_MODULE_ATTRIBUTE]: moduleId,
});

/** The remote's component inside its marked region. */
export function regionOf(component: ComponentType<never>): RegionComponent {
  // The contract types each module's props; here they pass through unchanged.
  const Component = component as ComponentType<Record<string, unknown>>;
  return function RemoteRegion({ regionId, moduleId, moduleProps }: RegionProps) {
    const ref = useRef<HTMLDivElement>(null);
    // Set on the element, not rendered: the first render must equal the pre-rendered HTML.
    useEffect(() => ref.current?.setAttribute(REGION_READY_ATTRIBUTE, ''), []);
    return (
      <div ref={ref} {...regionAttributes(regionId, moduleId)}>
        <Component {...moduleProps} />
      </div>
    );
  };
}

/** The region as the server rendered it, kept as it is: React adopts the element, not its content. */
export function frozenRegion(html: string): RegionComponent {
  return function FrozenRemoteRegion({ regionId, moduleId }: RegionProps) {
    return (
      <div {...regionAttributes(regionId, moduleId)} dangerouslySetInnerHTML={{ __html: html }} />
    );
  };
}

/** What the pre-render writes for a remote that failed: its fallback, and a record of why. */
export function fallbackRegion(id: RemoteModuleId, reason: string): RegionComponent {
  return function FailedRemoteRegion({ regionId, fallback }: RegionProps) {
    useContext(RemoteRenderRecordContext)?.failed.set(id, reason);
    return <div {...regionAttributes(regionId, id)}>{fallback}</div>;
  };
}
