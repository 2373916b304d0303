import { categoryLabel } from '@sheesham/shared';
import { ClockIcon, type LucideIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { telHref } from '@/components/content/contact-links';
import { HydrateApart } from '@/components/hydration/hydrate-apart';
import { Link } from '@/components/ui/link';
import { storeSettings } from '@/lib/store-settings';
import { useIdle } from '@/lib/use-idle';
import { BrandLogo } from './brand-logo';

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
  { label: 'Browse Products', to: '/products' },
  { label: 'Services', to: '/services' },
];

/** SPEC §2: every category link goes to the listing. */
const CATEGORY_LINKS = (['beds', 'sofas', 'dining', 'recliners'] as const).map(categoryLabel);

const linkClass =
  'rounded-sm text-primary-foreground/75 transition-colors hover:text-gold-light focus-visible:outline-gold-light';

function FooterHeading({ children }: { children: string }) {
  return (
    <h2 className="mb-5 font-sans text-xs font-semibold tracking-[0.2em] text-gold-light uppercase">
      {children}
    </h2>
  );
}

/**
 * A way to reach the shop: its gold icon and the number or address, as a link (the footer's own,
 * not the mobile menu's StoreContactLink, for the reason that component gives).
 */
function ContactLine({
  href,
  icon: Icon,
  children,
}: {
  href: string;
  icon: LucideIcon;
  children: string;
}) {
  return (
    <li>
      <a href={href} className={`${linkClass} inline-flex items-center gap-2.5`}>
        <Icon className="size-4 text-gold-light" aria-hidden="true" />
        {children}
      </a>
    </li>
  );
}

/** A line of the showroom's address block, after its gold icon. */
function ShowroomLine({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <p className="flex gap-2.5">
      <Icon className="mt-0.5 size-4 shrink-0 text-gold-light" aria-hidden="true" />
      {children}
    </p>
  );
}

export function SiteFooter() {
  const idle = useIdle();
  return (
    // Below the first screen of every page: it hydrates in a task of its own, and the first
    // paint skips its layout until the browser is idle (decision 063). Skipped for good, as
    // "render when near", a contrast check read its light text against the page's background.
    <HydrateApart>
      <footer className="bg-primary text-primary-foreground">
        <div className={idle ? undefined : 'render-when-near'}>
          <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-8 gap-y-12 px-6 py-16 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:gap-10">
            <div className="col-span-2 space-y-5 lg:col-span-1">
              <BrandLogo tone="light" />
              <p className="max-w-xs text-sm leading-relaxed text-primary-foreground/75">
                Handcrafted sheesham and solid wood furniture from {storeSettings.city}. We give a
                new lease of life to the unwanted: reclaimed timber, restored heirlooms and
                made-to-order pieces built to last for generations.
              </p>
              <ul className="space-y-3 text-sm">
                <ContactLine href={telHref(storeSettings.phone)} icon={PhoneIcon}>
                  {storeSettings.phone}
                </ContactLine>
                <ContactLine href={`mailto:${storeSettings.email}`} icon={MailIcon}>
                  {storeSettings.email}
                </ContactLine>
              </ul>
            </div>

            <nav aria-label="Quick links">
              <FooterHeading>Quick Links</FooterHeading>
              <ul className="space-y-3 text-sm">
                {QUICK_LINKS.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>

            <nav aria-label="Categories">
              <FooterHeading>Categories</FooterHeading>
              <ul className="space-y-3 text-sm">
                {CATEGORY_LINKS.map((label) => (
                  <li key={label}>
                    <Link to="/products" className={linkClass}>
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>

            <div className="col-span-2 lg:col-span-1">
              <FooterHeading>Visit Our Showroom</FooterHeading>
              <address className="space-y-3 text-sm not-italic text-primary-foreground/75">
                <ShowroomLine icon={MapPinIcon}>{storeSettings.address}</ShowroomLine>
                <ShowroomLine icon={ClockIcon}>{storeSettings.hours}</ShowroomLine>
              </address>
            </div>
          </div>
          <div className="border-t border-primary-foreground/15">
            <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-6 py-6 text-xs text-primary-foreground/70 sm:flex-row">
              <p>
                © {new Date().getFullYear()} {storeSettings.name}. All rights reserved.
              </p>
              <p>Handcrafted with care in {storeSettings.city}, India</p>
            </div>
          </div>
        </div>
      </footer>
    </HydrateApart>
  );
}
