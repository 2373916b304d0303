import { HammerIcon, MessagesSquareIcon, PencilRulerIcon, TruckIcon } from 'lucide-react';

/** The four-step process shown on Home and Services (SPEC §2 names the steps). */
export const PROCESS_STEPS = [
  {
    title: 'Consultation',
    description:
      'Tell us about your space, your style and your budget, in our showroom or at your home.',
    icon: MessagesSquareIcon,
  },
  {
    title: 'Design & Approval',
    description:
      'We sketch the piece, choose the wood and finish with you, and start only once you approve.',
    icon: PencilRulerIcon,
  },
  {
    title: 'Production',
    description:
      'Our craftsmen build it by hand in our workshop. Custom furniture takes 4-8 weeks.',
    icon: HammerIcon,
  },
  {
    title: 'Delivery & Setup',
    description:
      'Free delivery within 50 km of our showroom, with assembly included, so it is ready to use.',
    icon: TruckIcon,
  },
] as const;
