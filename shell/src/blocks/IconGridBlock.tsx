import { RichText } from 'shared-lib/ui';
import type { BlockProps } from './blockProps';
import { Icon } from './icons';

/** Icon-and-text grid; icons are inline SVG and decorative, the title says what each item is. */
export function IconGridBlock({ block }: BlockProps<'icon_grid'>) {
  return (
    <ul className="icon-grid">
      {block.items.map((item) => (
        <li key={item.title}>
          <Icon className="icon-grid__icon" name={item.icon} />
          <h2>{item.title}</h2>
          <RichText className="rich-text" html={item.text} />
        </li>
      ))}
    </ul>
  );
}
