import type { SlotAvailability } from '@sheesham/shared';

/** The slots the fake server offers for 302001: two days, the second day's evening full. */
export const SLOT_AVAILABILITY: SlotAvailability = {
  pincode: '302001',
  earliest_date: '2026-12-05',
  slots_on: true,
  days: [
    {
      date: '2026-12-05',
      slots: [
        { slot: 'morning', label: 'Morning (9 AM – 1 PM)', left: 6 },
        { slot: 'afternoon', label: 'Afternoon (1 PM – 5 PM)', left: 1 },
        { slot: 'evening', label: 'Evening (5 PM – 9 PM)', left: 0 },
      ],
    },
    {
      date: '2026-12-06',
      slots: [
        { slot: 'morning', label: 'Morning (9 AM – 1 PM)', left: 6 },
        { slot: 'afternoon', label: 'Afternoon (1 PM – 5 PM)', left: 6 },
        { slot: 'evening', label: 'Evening (5 PM – 9 PM)', left: 4 },
      ],
    },
  ],
};

/** What checkout sends after `chooseFirstSlot`: the first day's morning. */
export const FIRST_SLOT = { date: '2026-12-05', slot: 'morning' } as const;
