import type { Person } from './people.ts';

// The shop's team as the site draws them: the About portraits and the workshop scene show the
// same people.

/** Rajesh Sharma, founder and master craftsman. */
export const RAJESH: Person = {
  skin: '#b27a55',
  hair: '#cfcac3',
  hairStyle: 'bald-grey',
  clothes: '#f1e6d2',
  collar: 'kurta',
  beard: 'moustache',
  glasses: true,
};

/** Priya Mathur, head of interior design. */
export const PRIYA: Person = {
  skin: '#c68e67',
  hair: '#2a1a14',
  hairStyle: 'long',
  clothes: '#2e6d70',
  collar: 'blouse',
  bindi: true,
  earrings: '#d4a017',
};

/** Imran Qureshi, production lead. */
export const IMRAN: Person = {
  skin: '#9c6a48',
  hair: '#1d1612',
  hairStyle: 'short',
  clothes: '#4a5560',
  collar: 'apron',
  beard: 'full',
};

/** Kavita Joshi, customer experience. */
export const KAVITA: Person = {
  skin: '#d29c78',
  hair: '#3a241a',
  hairStyle: 'bun',
  clothes: '#7a2c39',
  collar: 'blouse',
  glasses: true,
  earrings: '#e8e2d6',
  dupatta: '#c8963a',
};
