import { ClockIcon, type LucideIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { telHref } from '@/components/content/contact-links';
import { storeSettings } from '@/lib/store-settings';

interface InfoCard {
  title: string;
  value: string;
  detail: string;
  icon: LucideIcon;
  href?: string;
}

const CARDS: InfoCard[] = [
  {
    title: 'Phone',
    value: storeSettings.phone,
    detail: 'Call us during showroom hours',
    icon: PhoneIcon,
    href: telHref(storeSettings.phone),
  },
  {
    title: 'Email',
    value: storeSettings.email,
    detail: 'We reply within 24 hours',
    icon: MailIcon,
    href: `mailto:${storeSettings.email}`,
  },
  {
    title: 'Showroom',
    value: storeSettings.address,
    detail: 'Free parking for visitors',
    icon: MapPinIcon,
  },
  {
    title: 'Opening Hours',
    value: storeSettings.hours,
    detail: 'Open every day of the week',
    icon: ClockIcon,
  },
];

/** Phone, e-mail, showroom address and hours, all from the store settings. */
export function ContactInfoCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      {CARDS.map((card) => (
        <li key={card.title} className="flex gap-4 rounded-2xl border bg-card p-5 shadow-sm">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-gold">
            <card.icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h3 className="font-sans text-sm font-semibold tracking-wide text-foreground">
              {card.title}
            </h3>
            {card.href ? (
              <a
                href={card.href}
                className="mt-1 block font-medium break-words text-primary underline-offset-4 hover:text-gold hover:underline"
              >
                {card.value}
              </a>
            ) : (
              <p className="mt-1 font-medium text-primary">{card.value}</p>
            )}
            <p className="mt-1 text-xs text-muted-foreground">{card.detail}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
