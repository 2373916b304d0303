import {
  HammerIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  PencilRulerIcon,
  RecycleIcon,
  SofaIcon,
  TruckIcon,
} from 'lucide-react';

export interface Service {
  title: string;
  description: string;
  /** The one fact a shopper most wants to know, shown as a tag on the card. */
  highlight: string;
  icon: LucideIcon;
}

/** SPEC §1 lists five services; restoration is the sixth, true to the store's tagline. */
export const SERVICES: Service[] = [
  {
    title: 'Custom Furniture Design',
    description:
      'Beds, wardrobes, dining sets and sofas designed to your measurements, wood and finish, then built by hand in our workshop.',
    highlight: 'Ready in 4-8 weeks',
    icon: PencilRulerIcon,
  },
  {
    title: 'Interior Consultation',
    description:
      'Our designers visit your home or meet you in the showroom to plan colours, materials and pieces that work together.',
    highlight: 'At home or in store',
    icon: SofaIcon,
  },
  {
    title: 'Delivery & Assembly',
    description:
      'Our own team delivers, carries and assembles every order, and takes the packaging away when they leave.',
    highlight: 'Free within 50 km',
    icon: TruckIcon,
  },
  {
    title: 'Repair & Maintenance',
    description:
      'Loose joints, worn upholstery, broken hardware or tired polish: we bring your furniture back into daily use.',
    highlight: 'Any brand, any age',
    icon: HammerIcon,
  },
  {
    title: 'Space Planning',
    description:
      'Measured layouts for compact flats and large villas, so every piece fits, flows and leaves room to live.',
    highlight: 'Scaled floor plans',
    icon: LayoutDashboardIcon,
  },
  {
    title: 'Restoration & Upcycling',
    description:
      'We give a new lease of life to the unwanted: heirlooms restored, old timber reworked into pieces for today.',
    highlight: 'Heirlooms reborn',
    icon: RecycleIcon,
  },
];

/** The delivery facts SPEC §9 fixes, repeated where shoppers decide. */
export const SERVICE_NOTES = [
  'Custom furniture takes 4-8 weeks',
  'Free delivery within 50 km of our showroom, with charges beyond',
  'Assembly included with every delivery',
] as const;
