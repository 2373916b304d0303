import type { Product } from '@sheesham/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed-demo.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { SHOPPER_QUERIES } from './shopper-queries.ts';

// The shopper queries (issue #28) against the demo catalogue, on PGlite and on PostgreSQL: each
// finds the product the shopper meant in the first three results, through the seeded vocabulary
// (docs/decisions/052-search-vocabulary.md), typo correction and the ranking by matched words.
const t = useTestApp();

beforeAll(async () => {
  await seedDemoData(t.db, { media: t.app.media, withImages: false });
});

async function firstThree(q: string): Promise<string[]> {
  const response = await t.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}&limit=3` });
  expect(response.statusCode).toBe(200);
  return (response.json() as Product[]).map((p) => p.name);
}

describe('what shoppers type finds what they meant', () => {
  it('holds at least 60 queries', () => {
    expect(SHOPPER_QUERIES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(SHOPPER_QUERIES)('"$q" finds "$find" in the first three', async ({ q, find, not }) => {
    const names = await firstThree(q);
    const found = names.findIndex((name) => name.includes(find));
    expect(found, names.join(' | ')).toBeGreaterThanOrEqual(0);
    if (not) {
      const above = names.slice(0, found).filter((name) => name.includes(not));
      expect(above, names.join(' | ')).toEqual([]);
    }
  });
});
