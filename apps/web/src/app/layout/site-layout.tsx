import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PAGE_ROOT_ID } from '@/lib/page-root';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useScrollOnNavigate } from './use-scroll-on-navigate';
import { useWebFontsOnNavigate } from './use-web-fonts-on-navigate';

/**
 * Header, page and footer around every storefront route. /admin has no footer (SPEC §2) because
 * its routes sit outside this layout.
 */
export function SiteLayout() {
  useScrollOnNavigate();
  useWebFontsOnNavigate();
  return (
    <div id={PAGE_ROOT_ID} className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {/* While a screen's code loads, keep the page's height so the footer does not jump up. */}
        <Suspense fallback={<div className="min-h-[70vh]" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
