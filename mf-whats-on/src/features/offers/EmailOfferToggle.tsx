import { useId, useState } from 'react';
import type { Offer } from 'shared-lib/content';
import { useSiteDataStore } from 'shared-lib/site-data';

/**
 * The email-form visibility toggle on the offer detail, hidden initially (decision 092).
 * There is no email service yet, so the revealed region offers a mail link with the offer's
 * title and address filled in: the shopper's own mail app sends it, nothing is stored.
 */
export function EmailOfferToggle({ offer }: { offer: Pick<Offer, 'title' | 'path'> }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const headingId = useId();
  const siteUrl = useSiteDataStore((state) => state.siteData?.site.siteUrl ?? '');
  const mailto = `mailto:?subject=${encodeURIComponent(offer.title)}&body=${encodeURIComponent(
    `${offer.title}\n${siteUrl}${offer.path.alias}`,
  )}`;

  return (
    <div className="email-offer">
      <button
        type="button"
        className="button-secondary"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        Email this offer
      </button>
      <section id={regionId} aria-labelledby={headingId} hidden={!open}>
        <h2 id={headingId}>Email this offer</h2>
        <p>
          <a href={mailto}>Send this offer by email</a> from your own mail app, to yourself or a
          friend.
        </p>
      </section>
    </div>
  );
}
