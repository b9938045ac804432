import { useEffect, useRef, useState } from 'react';

/** How far ahead of the screen the feed starts loading. */
const NEAR_SCREEN_MARGIN = '400px 0px';

/**
 * The third-party social feed: its script loads only once the block comes near the screen (it is
 * heavy and sets its own cookies); until then, or if it never loads, the element stays empty and
 * takes no room, so the block stays tidy.
 */
export function SocialFeed({ id, script }: { id: string; script: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  useEffect(() => {
    if (!near || !ref.current) return;
    const tag = document.createElement('script');
    tag.src = script;
    tag.async = true;
    tag.dataset.target = id;
    ref.current.after(tag);
    return () => tag.remove();
  }, [near, script, id]);
  return (
    <div ref={ref} id={id} className="social-banner__feed" data-feed-loading={near || undefined} />
  );
}
