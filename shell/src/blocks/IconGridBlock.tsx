import { RichText } from 'shared-lib/ui';
import type { BlockProps } from './blockRegistry';

const ICON_SYMBOLS: Record<string, string> = {
  clock: '🕒',
  wifi: '📶',
  parking: '🅿',
  disabled: '♿',
  map: '🗺',
  parents: '👪',
  box: '📦',
  shop: '🛍',
};

/** Icon-and-text grid; icons are decorative, the title says what each item is. */
export function IconGridBlock({ block }: BlockProps<'icon_grid'>) {
  return (
    <ul className="icon-grid">
      {block.items.map((item) => (
        <li key={item.title}>
          <span className="icon-grid__icon" aria-hidden="true">
            {ICON_SYMBOLS[item.icon]}
          </span>
          <h2>{item.title}</h2>
          <RichText className="rich-text" html={item.text} />
        </li>
      ))}
    </ul>
  );
}
