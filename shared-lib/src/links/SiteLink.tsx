import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from 'shared-lib/router';
import { classifyLink } from './classifyLink';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link that follows the site's link rules: router navigation inside, new tab for http and files. */
export function SiteLink({ href, children, ...rest }: Props) {
  const { inApp, newTab } = classifyLink(href);
  if (inApp) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
