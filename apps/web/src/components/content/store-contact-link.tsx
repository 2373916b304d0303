import { MailIcon, PhoneIcon } from 'lucide-react';
import { storeSettings } from '@/lib/store-settings';
import { telHref } from './contact-links';

const LINKS = {
  phone: { icon: PhoneIcon, href: telHref(storeSettings.phone), text: storeSettings.phone },
  email: { icon: MailIcon, href: `mailto:${storeSettings.email}`, text: storeSettings.email },
};

/**
 * The shop's phone number or e-mail address as a link, after its icon (the mobile menu). The
 * header and footer write theirs out: sharing this with the entry chunk made the bundler move
 * lucide's base into a chunk of its own, which the home page then loads too.
 */
export function StoreContactLink({
  kind,
  className,
  iconClassName,
}: {
  kind: keyof typeof LINKS;
  className: string;
  iconClassName: string;
}) {
  const link = LINKS[kind];
  return (
    <a href={link.href} className={className}>
      <link.icon className={iconClassName} aria-hidden="true" />
      {link.text}
    </a>
  );
}
