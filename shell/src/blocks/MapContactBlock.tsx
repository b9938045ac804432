import { SiteLink } from 'shared-lib/links';
import { RichText } from 'shared-lib/ui';
import type { BlockProps } from './blockProps';

/** Map and contact: the styled map (third-party iframe, may not load) beside a heading and text. */
export function MapContactBlock({ block }: BlockProps<'map_contact'>) {
  return (
    <section className={block.reversed ? 'map-contact map-contact--reversed' : 'map-contact'}>
      <div className="map-contact__map">
        <iframe
          src={block.mapUrl}
          title={`Map: ${block.heading}`}
          loading="lazy"
          width="600"
          height="400"
        />
        {/* Where a blocker or privacy setting stops the third-party frame, the map is a link away. */}
        <SiteLink className="map-contact__link" href={block.mapUrl}>
          Open the map
        </SiteLink>
      </div>
      <div>
        <h2>{block.heading}</h2>
        <RichText className="rich-text" html={block.text} />
      </div>
    </section>
  );
}
