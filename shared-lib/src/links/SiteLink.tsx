import { useCallback, type AnchorHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Link } from 'shared-lib/router';
import { classifyLink } from './classifyLink';
import { usePrefetchInView } from './usePrefetchInView';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link that follows the site's link rules: router navigation inside, new tab for http and
 * files. An in-app link prefetches its target's page data once it has been in view for 250 ms.
 */
export function SiteLink({ href, children, ref, ...rest }: Props) {
  const { inApp, newTab } = classifyLink(href);
  const prefetchRef = usePrefetchInView<HTMLAnchorElement>(inApp ? href : null);
  const setRef = useCallback(
    (element: HTMLAnchorElement | null) => {
      prefetchRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref, prefetchRef],
  );
  if (inApp) {
    return (
      <Link ref={setRef} to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a
      ref={setRef}
      href={href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
