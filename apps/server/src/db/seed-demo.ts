import type { Database } from './types.ts';

interface SeedOutcome {
  products: number;
  skipped: boolean;
  ms: number;
}

/**
 * Seeds the demo catalogue (it only inserts into an empty products table). Loaded on demand so a
 * start without SEED_DEMO never loads the image generator.
 */
export async function seedDemo(db: Database, mediaDir: string): Promise<SeedOutcome> {
  const { seedDemoData } = await import('./seed/index.ts');
  const started = Date.now();
  const result = await seedDemoData(db, { mediaDir });
  return { ...result, ms: Date.now() - started };
}

export function describeSeed(outcome: SeedOutcome): string {
  return outcome.skipped
    ? 'Demo seed skipped: the catalogue already has products.'
    : `Demo catalogue seeded: ${outcome.products} products in ${outcome.ms} ms.`;
}
