import { AwardIcon, PencilRulerIcon, TruckIcon } from 'lucide-react';
import { storeSettings } from '@/lib/store-settings';

/** SPEC §2 statistics band. */
export const HOME_STATS = [
  { value: '1000+', label: 'Happy Customers' },
  { value: '15+', label: 'Years Experience' },
  { value: '50+', label: 'Cities Delivered' },
  { value: '100%', label: 'Quality Guarantee' },
] as const;

export const WHY_CHOOSE_REASONS = [
  {
    title: 'Premium Quality',
    description:
      'Seasoned sheesham and solid woods, hand-finished joinery and honest materials, checked piece by piece before it leaves our workshop.',
    icon: AwardIcon,
  },
  {
    title: 'Free Delivery',
    description:
      'Free delivery within 50 km of our showroom, with careful assembly included in your home.',
    icon: TruckIcon,
  },
  {
    title: 'Custom Solutions',
    description:
      'Made-to-measure beds, sofas and storage designed around your room. Custom furniture takes 4-8 weeks.',
    icon: PencilRulerIcon,
  },
] as const;

export interface Testimonial {
  quote: string;
  name: string;
  city: string;
  /** Whole stars, 1-5. */
  rating: 1 | 2 | 3 | 4 | 5;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'Our sheesham king bed is the most beautiful thing in the house. The finish is flawless and the team assembled it in under an hour.',
    name: 'Ananya Singh',
    city: 'Jaipur',
    rating: 5,
  },
  {
    quote:
      'They restored my grandfather’s old almirah and it looks better than it did in his time. Real craftsmen who care about wood.',
    name: 'Vikram Rathore',
    city: 'Jodhpur',
    rating: 5,
  },
  {
    quote:
      'We ordered a custom dining set for a small flat. The design consultation was patient and the table fits our room perfectly.',
    name: 'Meera Iyer',
    city: 'Bengaluru',
    rating: 4,
  },
  {
    quote:
      'Delivery was on time and free within the city. The recliner is solid and comfortable, and the fabric has worn beautifully.',
    name: 'Arjun Mehta',
    city: 'Ahmedabad',
    rating: 5,
  },
];

/** The scrolling word banner between the process and the testimonials. */
export const BANNER_WORDS = [
  'Handcrafted',
  'Solid Sheesham',
  'Reclaimed Timber',
  `Made in ${storeSettings.city}`,
  'Custom Built',
  'Built to Last',
] as const;
