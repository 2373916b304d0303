import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler, useMatch, useResolvedPath } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state the page navigated to reads (useLocation().state). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the app: a real <a href> (it works before hydration, and opens in a new tab with
 * a modifier key), which navigates in place when clicked plainly. Used instead of react-router's
 * own Link, whose prefetching for framework mode pulls about 3 KB gzip into the home page's entry
 * chunk (docs/decisions/032-declarative-router-in-the-browser.md).
 */
export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

/** A Link marked `aria-current="page"` while its path (exactly) is the one on view. */
export function NavLink(props: LinkProps) {
  const { pathname } = useResolvedPath(props.to);
  const current = useMatch({ path: pathname, end: true }) !== null;
  return <Link aria-current={current ? 'page' : undefined} {...props} />;
}
