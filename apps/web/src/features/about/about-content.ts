import { HeartHandshakeIcon, LeafIcon, LightbulbIcon, ShieldCheckIcon } from 'lucide-react';
import { storeSettings } from '@/lib/store-settings';

/** SPEC §2: the four core values on About. */
export const CORE_VALUES = [
  {
    title: 'Quality First',
    description:
      'Seasoned timber, strong joinery and finishes that age gracefully. We would rather make one piece well than ten in a hurry.',
    icon: ShieldCheckIcon,
  },
  {
    title: 'Customer Centric',
    description:
      'We listen first, advise honestly and stay with you after delivery, from the first sketch to the last screw.',
    icon: HeartHandshakeIcon,
  },
  {
    title: 'Sustainable Practices',
    description:
      'Reclaimed wood, restored heirlooms and responsibly sourced sheesham give old materials a new lease of life.',
    icon: LeafIcon,
  },
  {
    title: 'Innovation',
    description:
      'Traditional Rajasthani craft meets modern comfort: hidden storage, space-saving designs and new finishes.',
    icon: LightbulbIcon,
  },
] as const;

export const STORY_HIGHLIGHTS = [
  { value: '2015', label: `Founded in ${storeSettings.city}` },
  { value: '50+', label: 'Combined years of experience' },
] as const;
