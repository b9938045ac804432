import { useMemo, type MouseEvent } from 'react';
import { inAppClickHref, withLinkRules } from 'shared-lib/links';
import { useNavigate } from 'shared-lib/router';

export interface RichTextProps {
  html: string;
  className?: string;
}

/**
 * Processed rich text from the content system. The content build is the trust boundary for
 * markup: it sanitizes every rich-text field against the site's allowlist (decision 231), and
 * nothing typed by a visitor reaches here. Its links
 * follow the site's link rules: new-tab links are marked in the markup itself (server HTML
 * included), and a click on an in-app link navigates in the app.
 */
export function RichText({ html, className }: RichTextProps) {
  const navigate = useNavigate();
  const markup = useMemo(() => ({ __html: withLinkRules(html) }), [html]);
  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    const href = inAppClickHref(event);
    if (href === null) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // The click is the anchors' inside (Enter on a focused link clicks it too): the container
    // only listens for it, it is not a control of its own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={className} onClick={followInApp} dangerouslySetInnerHTML={markup} />
  );
}
