import { useEffect, type ComponentType } from 'react';
import type { Block } from 'shared-lib/content';
import { reportFailure } from 'shared-lib/analytics';
import type { RelatedContent } from 'shared-lib/page-data';
import { RemoteErrorBoundary, RemoteModule } from 'shared-lib/remote';
import type { RemoteModuleId } from 'shared-lib/contracts';
import type { BlockProps } from './blockProps';
import { blockSourceFor } from './blockRegistry';

/** A block of a type the site does not know: nothing on the page, one report from the browser. */
function UnknownBlock({ block }: { block: { id: string; type: string } }) {
  useEffect(() => {
    reportFailure('block', new Error(`Unknown block type '${block.type}' (block ${block.id})`));
  }, [block.id, block.type]);
  return null;
}

function BlockContent({
  block,
  related,
  first,
}: {
  block: Block;
  related: RelatedContent;
  first: boolean;
}) {
  const source = blockSourceFor(block.type);
  if (!source) return <UnknownBlock block={block} />;
  if (source.kind === 'not-yet-exposed') return null;
  if (source.kind === 'remote') {
    // The registry's type ties the module's contract to this block type (RemoteBlockModuleId).
    const id: RemoteModuleId = source.module;
    // Blocks that list content (events, articles, offers, jobs) read it from the page's related
    // content. A block hydrates at once, not when it comes near the screen: a block still waiting
    // to hydrate would hold up every change of the address on its page (decision 054), and blocks
    // such as the gift guide and the store search follow the address.
    return <RemoteModule id={id} props={{ block, related } as never} />;
  }
  const Component = source.component as ComponentType<BlockProps<Block['type']>>;
  return <Component block={block as never} related={related} first={first} />;
}

/** Renders a page's blocks by type through the block registry. */
export function BlockList({ blocks, related }: { blocks: Block[]; related: RelatedContent }) {
  return (
    <>
      {blocks.map((block, index) => (
        // One broken block costs only itself.
        <RemoteErrorBoundary
          key={block.id}
          source={`block ${block.type} ${block.id}`}
          fallback={null}
        >
          <BlockContent block={block} related={related} first={index === 0} />
        </RemoteErrorBoundary>
      ))}
    </>
  );
}
