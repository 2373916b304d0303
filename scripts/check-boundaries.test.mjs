import { describe, expect, it } from 'vitest';
import { checkBoundaries, importsOf } from './check-boundaries.mjs';

const check = (files) => checkBoundaries(new Map(Object.entries(files)));

describe('importsOf', () => {
  it('finds imports, re-exports, type-only imports and dynamic imports, relative ones only', () => {
    const found = importsOf(`import { a } from './a.ts';
import type { B } from '../b/schema.ts';
import {
  c,
  d,
} from '../c/index.ts';
export { e } from './repository.ts';
export type { F } from './repository.ts';
import 'side-effect';
const g = await import('./g.ts');
import { z } from 'zod';`);
    expect(found).toEqual([
      { specifier: './a.ts', kind: 'import', typeOnly: false },
      { specifier: '../b/schema.ts', kind: 'import', typeOnly: true },
      { specifier: '../c/index.ts', kind: 'import', typeOnly: false },
      { specifier: './repository.ts', kind: 'export', typeOnly: false },
      { specifier: './repository.ts', kind: 'export', typeOnly: true },
      { specifier: './g.ts', kind: 'import', typeOnly: false },
    ]);
  });
});

describe('checkBoundaries', () => {
  it('passes a module whose repository imports its own schema', () => {
    expect(
      check({
        'modules/contact/repository.ts': "import { contactMessages } from './schema.ts';",
        'modules/contact/service.ts': "import type { contactMessages } from './schema.ts';",
        'modules/contact/index.ts': "export { ContactService } from './service.ts';",
        'db/schema.ts': `export * from '../modules/contact/schema.ts';
export * from '../modules/orders/schema.ts';`,
        'modules/orders/schema.ts': "import { users } from '../identity/schema.ts';",
      }),
    ).toEqual([]);
  });

  it("fails a module importing another module's schema", () => {
    expect(
      check({ 'modules/contact/service.ts': "import { orders } from '../orders/schema.ts';" }),
    ).toEqual([
      "modules/contact/service.ts: '../orders/schema.ts': orders's tables belong to orders: call its service verbs from its index.ts",
    ]);
  });

  it('fails a module, a flow or lib importing the db/schema.ts index', () => {
    const problems = check({
      'modules/contact/repository.ts': "import { users } from '../../db/schema.ts';",
      'flows/checkout/service.ts': "import { orders } from '../../db/schema.ts';",
      'lib/x.ts': "import { orders } from '../db/schema.ts';",
      'db/client.ts': "import * as schema from './schema.ts';",
    });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).not.toContain('db/client.ts');
  });

  it('fails a module file outside the data layer importing its own schema at run time', () => {
    expect(
      check({ 'modules/contact/service.ts': "import { contactMessages } from './schema.ts';" }),
    ).toEqual([
      "modules/contact/service.ts: './schema.ts': only the module's data layer (repository files) imports its schema at run time",
    ]);
  });

  it('fails a flow importing a schema, even its modules', () => {
    expect(
      check({ 'flows/checkout/x.ts': "import { orders } from '../../modules/orders/schema.ts';" }),
    ).toHaveLength(1);
  });

  it('fails a module importing a flow', () => {
    expect(
      check({
        'modules/orders/service.ts': "import { x } from '../../flows/order-mail/index.ts';",
      }),
    ).toEqual([
      "modules/orders/service.ts: '../../flows/order-mail/index.ts': a module never imports a flow; offer a hook and let the flow register (decision 041)",
    ]);
  });

  it('fails an index.ts re-exporting repository functions or tables, not their types', () => {
    const problems = check({
      'modules/payments/index.ts': `export { movePaymentsToUser } from './repository.ts';
export { payments } from './schema.ts';
export type { PaymentRow } from './repository.ts';
export { PaymentService } from './service.ts';`,
      'modules/orders/index.ts': "export { lockOrderRow } from './stock-hold-repository.ts';",
    });
    expect(problems).toHaveLength(3);
  });

  it('fails an index.ts re-exporting SQL pieces or a listed data-layer file, not their types', () => {
    // The forms that stood before issue #25 item 1 was done: catalog's SQL vocabulary and the
    // customers' claim-token SQL, exported straight from their data-layer files.
    expect(
      check({
        'modules/catalog/index.ts': `export { byName, notArchived } from './product-sql.ts';
export type { ProductPrice } from './product-prices.ts';
export { itemsInsert } from './placement-statements.ts';
export { CatalogService } from './service.ts';`,
        'modules/customers/index.ts': `export {
  createClaim,
  mintClaimToken,
} from './claim-token-repository.ts';
export { useClaimToken } from './claims.ts';`,
        'modules/refunds/index.ts': "export { listMissing } from './missing-refunds.ts';",
        'flows/checkout/index.ts': "export { lockRows } from './checkout-repository.ts';",
      }),
    ).toEqual([
      "modules/catalog/index.ts: './product-sql.ts': index.ts exports services and types, never data-layer functions, SQL or tables",
      "modules/catalog/index.ts: './placement-statements.ts': index.ts exports services and types, never data-layer functions, SQL or tables",
      "modules/customers/index.ts: './claim-token-repository.ts': index.ts exports services and types, never data-layer functions, SQL or tables",
      "modules/refunds/index.ts: './missing-refunds.ts': index.ts exports services and types, never data-layer functions, SQL or tables",
      "flows/checkout/index.ts: './checkout-repository.ts': index.ts exports services and types, never data-layer functions, SQL or tables",
    ]);
  });

  it('lets an index.ts re-export its services, and types from anywhere in the module', () => {
    expect(
      check({
        'modules/payments/index.ts': `export { reserveRefund } from './refund-ledger.ts';
export type { RefundTotals } from './refund-ledger-repository.ts';
export { claimVerifiedPayment } from './payment-claims.ts';`,
      }),
    ).toEqual([]);
  });

  it('lets a listed read model read, but never write, the tables it joins', () => {
    const read = `import { orders } from '../orders/schema.ts';
export const q = (db) => db.select().from(orders);`;
    expect(check({ 'modules/dashboard/repository.ts': read })).toEqual([]);
    const write = `import {
  orders,
} from '../orders/schema.ts';
export const q = (db) => db.update(orders).set({ status: 'x' });`;
    expect(check({ 'modules/dashboard/repository.ts': write })).toEqual([
      "modules/dashboard/repository.ts: writes orders, another module's table; call the owner's verb",
    ]);
  });

  it("fails a db/schema.ts index that misses a module's schema or re-exports a view", () => {
    expect(
      check({
        'db/schema.ts': "export * from '../modules/inventory/schema.ts';",
        'modules/contact/schema.ts': '',
        'modules/inventory/schema.ts': '',
      }),
    ).toEqual([
      'db/schema.ts: misses modules/contact/schema.ts; drizzle-kit reads its tables only through this index',
      "db/schema.ts: re-exports modules/inventory/schema.ts, a view of another module's table",
    ]);
  });
});
