import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  BRANDS,
  CATEGORIES,
  DEFAULT_STOCK_THRESHOLD,
  MATERIALS,
  STORAGE_OPTIONS,
  toPaise,
} from '@sheesham/shared';
import { seededRandom } from '@sheesham/shared/seeded-random';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { products } from '../../apps/server/src/db/schema.ts';

type NewProduct = typeof products.$inferInsert;

const ROOMS = ['Bedroom', 'Living Room', 'Dining Room', 'Study', 'Guest Room', 'Balcony'];
const WOODS = ['Sheesham', 'Mango', 'Teak', 'Acacia', 'Rosewood', 'Oak'];
const STYLES = ['Jaipur', 'Jodhpur', 'Udaipur', 'Bikaner', 'Ajmer', 'Pushkar', 'Kota', 'Alwar'];

/**
 * `count` plausible products with every field filled, so the list endpoint serializes rows as
 * large as the demo seed's. Prices ₹4,000–₹2,00,000; a third have a set price.
 */
export function generateProducts(count: number): NewProduct[] {
  const next = seededRandom(20_251_122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const category = pick(CATEGORIES);
    const price = Math.round((4000 + next() * 196_000) / 100) * 100;
    const hasSet = next() < 0.33;
    const width = 60 + Math.floor(next() * 160);
    const depth = 40 + Math.floor(next() * 160);
    const height = 40 + Math.floor(next() * 120);
    const inches = (cm: number) => Math.round(cm / 2.54);
    const name = `${pick(STYLES)} ${pick(WOODS)} ${category.label.replace(/s$/, '')} ${i + 1}`;
    return {
      name,
      brand: pick(BRANDS),
      pricePaise: toPaise(price),
      setPricePaise: hasSet ? toPaise(Math.round(price * 2.4)) : null,
      hasSetOption: hasSet,
      images: Array.from(
        { length: 1 + Math.floor(next() * 4) },
        (_, n) => `/media/products/bench-${i + 1}-${n + 1}.webp`,
      ),
      category: category.value,
      roomType: pick(ROOMS),
      primaryMaterial: pick(MATERIALS),
      storage: pick(STORAGE_OPTIONS),
      assembly: next() < 0.5 ? 'Assembly included with delivery' : 'No assembly required',
      dimensionsCm: `${width} x ${depth} x ${height} cm`,
      dimensionsInches: `${inches(width)} x ${inches(depth)} x ${inches(height)} in`,
      weight: `${10 + Math.floor(next() * 120)} kg`,
      warranty: `${1 + Math.floor(next() * 5)} years`,
      description: `${name}: hand-finished ${pick(WOODS).toLowerCase()} wood from a workshop in ${pick(STYLES)}, built to last for decades of daily use in an Indian home.`,
      rating: Math.round((3 + next() * 2) * 10) / 10,
      seatingHeight:
        category.value === 'sofas' || category.value === 'chairs'
          ? 16 + Math.floor(next() * 6)
          : null,
      recommendedMattressSize: category.value === 'beds' ? pick(['Queen', 'King', 'Single']) : null,
      stock: Math.floor(next() * 40),
      stockThreshold: DEFAULT_STOCK_THRESHOLD,
    };
  });
}

/**
 * Creates the embedded database in dataDir with the server's own client and migrations, and
 * inserts the rows; the server started on it afterwards finds a full catalogue and seeds nothing.
 */
export async function insertProducts(dataDir: string, rows: readonly NewProduct[]): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const handle = await openDatabase({
    databaseUrl: undefined,
    dataDir,
    pgDir: join(dataDir, 'pg'),
  });
  try {
    await migrateDatabase(handle);
    for (let start = 0; start < rows.length; start += 500) {
      await handle.db.insert(products).values(rows.slice(start, start + 500));
    }
  } finally {
    await handle.close();
  }
}
