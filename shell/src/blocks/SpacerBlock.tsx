import type { BlockProps } from './blockProps';

export function SpacerBlock({ block }: BlockProps<'spacer'>) {
  return <div className={`spacer spacer--${block.colour}`} aria-hidden="true" />;
}
