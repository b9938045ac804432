import type { BlockProps } from './blockRegistry';

export function SpacerBlock({ block }: BlockProps<'spacer'>) {
  return <div className={`spacer spacer--${block.colour}`} aria-hidden="true" />;
}
