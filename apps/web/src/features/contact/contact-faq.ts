import { storeSettings } from '@/lib/store-settings';

/** SPEC §2/§9: the four FAQ answers on Contact. */
export const CONTACT_FAQ = [
  {
    question: 'What is your return policy?',
    answer:
      'We offer a 30-day return policy. Items must be returned in their original condition and packaging.',
  },
  {
    question: 'How long does custom furniture take?',
    answer:
      'Custom furniture takes 4-8 weeks, depending on the design, the wood and the finish you choose. We confirm the timeline when you approve the design.',
  },
  {
    question: 'Do you deliver and assemble the furniture?',
    answer:
      'Yes. Delivery is free within 50 km of our showroom, with charges beyond that distance, and assembly is included with every delivery.',
  },
  {
    question: 'How soon will you reply to my message?',
    answer: `We reply to every message within 24 hours. You are also welcome to call or visit our showroom, open ${storeSettings.hours}.`,
  },
] as const;
