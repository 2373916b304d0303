import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Header, page and footer around every storefront route (SPEC §2: no footer on /admin). */
export function SiteLayout() {
  const { pathname } = useLocation();
  const showFooter = !pathname.startsWith('/admin');
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {showFooter && <SiteFooter />}
      {/* New pages start at the top; Back/Forward restore the previous position. */}
      <ScrollRestoration />
    </div>
  );
}
