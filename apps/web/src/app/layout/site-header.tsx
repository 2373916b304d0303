import { MapPinIcon, PhoneIcon, TruckIcon } from 'lucide-react';
import { telHref } from '@/components/content/contact-links';
import { CartButton } from '@/features/cart/cart-button';
import { HeaderSearch } from '@/features/catalog/search/header-search';
import { storeSettings } from '@/lib/store-settings';
import { BrandLogo } from './brand-logo';
import { HeaderAccount } from './header-account';
import { MobileMenu } from './mobile-menu';
import { NavLinkList } from './nav-link-list';

/** A slim strip of reassurance above the header: delivery promise, city and phone. */
function TopBar() {
  return (
    <div className="hidden bg-primary text-primary-foreground/90 md:block">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between px-6 text-xs tracking-wide">
        <p className="flex items-center gap-2">
          <TruckIcon className="size-3.5 text-gold-light" aria-hidden="true" />
          Free delivery and assembly within 50 km of our showroom
        </p>
        <div className="flex items-center gap-6">
          <p className="flex items-center gap-2">
            <MapPinIcon className="size-3.5 text-gold-light" aria-hidden="true" />
            {storeSettings.city} · {storeSettings.hours}
          </p>
          <a
            href={telHref(storeSettings.phone)}
            className="flex items-center gap-2 hover:text-primary-foreground"
          >
            <PhoneIcon className="size-3.5 text-gold-light" aria-hidden="true" />
            {storeSettings.phone}
          </a>
        </div>
      </div>
    </div>
  );
}

export function SiteHeader() {
  return (
    // The top bar is 2.25rem tall: a negative sticky offset lets it scroll away while the main bar stays.
    <header className="sticky top-0 z-40 md:-top-9">
      <TopBar />
      <div className="border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
        {/* On a phone the search takes a row of its own under the logo (decision 053); from 640 px
            it sits between the links and the cart. One search, moved by the flex order. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 pt-2 pb-3 sm:h-16 sm:flex-nowrap sm:px-6 sm:py-0 md:h-20">
          <MobileMenu />
          <BrandLogo />
          <nav aria-label="Main" className="ml-10 hidden md:block">
            <NavLinkList
              className="flex items-center gap-1 lg:gap-2"
              linkClassName="relative rounded-md px-3 py-2 text-[15px] font-medium text-foreground/80 transition-colors hover:text-foreground after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:origin-left after:scale-x-0 after:rounded-full after:bg-gold after:transition-transform hover:after:scale-x-100"
              activeClassName="text-foreground after:scale-x-100"
            />
          </nav>
          <HeaderSearch className="order-last w-full min-w-0 basis-full sm:order-none sm:ml-auto sm:max-w-sm sm:flex-1 sm:basis-auto lg:ml-8" />
          <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
            <CartButton />
            <HeaderAccount />
          </div>
        </div>
      </div>
    </header>
  );
}
