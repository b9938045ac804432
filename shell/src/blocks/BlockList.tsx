import type { Block } from 'shared-lib/content';
import type { RelatedContent } from 'shared-lib/page-data';
import { RemoteErrorBoundary } from 'shared-lib/remote';
import { blockRegistry } from './blockRegistry';

/** Renders a page's blocks by type; a type without a component renders nothing. */
export function BlockList({ blocks, related }: { blocks: Block[]; related: RelatedContent }) {
  return (
    <>
      {blocks.map((block) => {
        const Component = blockRegistry[block.type] as
          ((props: { block: Block; related: RelatedContent }) => React.ReactNode) | undefined;
        if (!Component) return null;
        return (
          // One broken block costs only itself.
          <RemoteErrorBoundary
            key={block.id}
            source={`block ${block.type} ${block.id}`}
            fallback={null}
          >
            <Component block={block} related={related} />
          </RemoteErrorBoundary>
        );
      })}
    </>
  );
}
