#!/usr/bin/env node
/**
 * The server's data-ownership and flow boundaries (docs/decisions/040 and 041), which Biome's
 * noRestrictedImports cannot say ("own module only", "only the data layer"). It reads the import
 * specifiers of every file under apps/server/src (tests excluded) and fails on:
 *
 * - a module, flow, lib or plugin file importing the db/schema.ts index;
 * - a module file other than its data layer importing its own schema.ts at run time
 *   (`import type` for row types is fine anywhere in the module);
 * - a file importing another module's schema.ts, except a module's schema.ts (foreign keys) and
 *   the read models listed in READ_MODELS, which may read those tables but never write them;
 * - a flow importing any schema;
 * - a module importing a flow;
 * - an index.ts re-exporting (values, not types) from a data-layer file: a repository, *-sql.ts,
 *   *-statements.ts, schema.ts or one in DATA_LAYER_FILES (it exports services and types);
 * - db/schema.ts missing a module's schema (drizzle-kit would drop its tables) or re-exporting a
 *   view (VIEW_SCHEMAS).
 *
 * Run by `npm run lint`; tested by scripts/check-boundaries.test.mjs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Files that join another module's tables to build a read (an admin list, a figure), with the
 * tables they may read. They may not insert, update or delete them. Shrink this list: prefer the
 * owner's service verb when a join is not needed for paging or sorting in SQL.
 */
export const READ_MODELS = {
  // The admin's "delete or archive?" check: does any order line name the product.
  'modules/catalog/admin-repository.ts': ['orders'],
  // An order as read shows its product's current price and description, its refunds and cash,
  // and its booked delivery slot.
  'modules/orders/repository.ts': ['catalog', 'refunds', 'cash-receipts', 'delivery-slots'],
  // The admin customer list: accounts with their order counts and totals.
  'modules/customers/repository.ts': ['identity', 'orders'],
  // The admin's figures: sales, top products, customers.
  'modules/dashboard/repository.ts': ['catalog', 'identity', 'orders'],
  // The admin's lists of cancelled paid orders without a refund, and of mismatched refunds.
  'modules/refunds/missing-refunds.ts': ['orders', 'payments'],
  'modules/refunds/mismatched-refunds.ts': ['orders'],
  // The upload sweeper keeps every image a product or an order line still names.
  'modules/uploads/repository.ts': ['catalog', 'orders'],
  // The admin payment list shows the payer's name and e-mail.
  'modules/payments/repository.ts': ['identity'],
  // Shared SQL pieces of the admin figures (customer = role 'user', a counted order).
  'lib/sql-aggregates.ts': ['identity', 'orders'],
  // The user columns every user shape in the API starts from.
  'lib/user-fields.ts': ['identity'],
};

/**
 * Files that write another module's tables, which the next change must move behind the owner's
 * verbs (docs/decisions/040 lists them). Each may read and write the named modules' tables.
 */
export const KNOWN_FOREIGN_WRITERS = {};

/**
 * Schemas that only view a table another module declares, so db/schema.ts must not re-export
 * them (drizzle-kit would see the table twice): inventory's view of the stock on products.
 */
export const VIEW_SCHEMAS = new Set(['modules/inventory/schema.ts']);

/** A module's data layer: the files that may import its schema.ts at run time. */
const DATA_LAYER_NAME = /(^|-)repository\.ts$|-sql\.ts$|-statements\.ts$|^schema\.ts$/;

/** Files of a module's data layer whose names do not say so, with what they are. */
export const DATA_LAYER_FILES = new Set([
  'modules/catalog/mapper.ts', // the catalogue's select list
  'modules/catalog/product-cursor.ts', // keyset paging over the sort columns
  'modules/identity/auth-adapter.ts', // better-auth's drizzle adapter takes identity's tables
  'modules/refunds/missing-refunds.ts', // an admin list's SQL
  'modules/refunds/mismatched-refunds.ts', // an admin list's SQL
]);

const SPECIFIER =
  /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every relative import and re-export in `source`: its specifier, kind and whether type-only. */
export function importsOf(source) {
  const found = [];
  for (const match of source.matchAll(SPECIFIER)) {
    const specifier = match[3] ?? match[4];
    if (!specifier?.startsWith('.')) continue;
    found.push({ specifier, kind: match[1] ?? 'import', typeOnly: Boolean(match[2]) });
  }
  return found;
}

/** A file of some module's data layer, by its name or by DATA_LAYER_FILES. */
const isDataLayer = (file) =>
  DATA_LAYER_FILES.has(file) || DATA_LAYER_NAME.test(path.posix.basename(file));

const moduleOf = (file) => /^modules\/([^/]+)\//.exec(file)?.[1];
const isFlow = (file) => file.startsWith('flows/');
const schemaOwner = (file) => /^modules\/([^/]+)\/schema\.ts$/.exec(file)?.[1];

/** Table identifiers a file imports from other modules' schemas (to check it never writes them). */
function foreignTables(source, imports) {
  const names = [];
  for (const { specifier, line } of imports) {
    if (!specifier.endsWith('/schema.ts')) continue;
    const braces = /\{([^}]*)\}/.exec(line)?.[1] ?? '';
    for (const part of braces.split(',')) {
      const name = part
        .replace(/\btype\b/, '')
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.push(name);
    }
  }
  return names.filter((name) =>
    new RegExp(
      `\\.(insert|update|delete)\\(\\s*${name}\\b|(insert into|update|delete from)\\s+\\$\\{${name}\\}`,
    ).test(source),
  );
}

/**
 * The violations in `files` (paths relative to apps/server/src, mapped to their source), each as
 * "file: what is wrong".
 */
export function checkBoundaries(files) {
  const problems = [];
  const index = files.get('db/schema.ts');
  for (const file of files.keys()) {
    if (!schemaOwner(file) || index === undefined) continue;
    const listed = index.includes(`'../${file}'`);
    if (listed === VIEW_SCHEMAS.has(file)) {
      problems.push(
        listed
          ? `db/schema.ts: re-exports ${file}, a view of another module's table`
          : `db/schema.ts: misses ${file}; drizzle-kit reads its tables only through this index`,
      );
    }
  }
  for (const [file, source] of files) {
    const own = moduleOf(file);
    const base = path.posix.basename(file);
    const foreignImports = [];
    for (const { specifier, kind, typeOnly } of importsOf(source)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const say = (why) => problems.push(`${file}: '${specifier}': ${why}`);
      if (own && target.startsWith('flows/')) {
        say('a module never imports a flow; offer a hook and let the flow register (decision 041)');
      }
      if (
        base === 'index.ts' &&
        (own || isFlow(file)) &&
        kind === 'export' &&
        !typeOnly &&
        isDataLayer(target)
      ) {
        say('index.ts exports services and types, never data-layer functions, SQL or tables');
        continue;
      }
      if (target === 'db/schema.ts') {
        if (!file.startsWith('db/') && !file.startsWith('backup/')) {
          say("the db/schema.ts index is for drizzle-kit and db/; import the owner's verbs");
        }
        continue;
      }
      const owner = schemaOwner(target);
      if (!owner) continue;
      if (file === 'db/schema.ts') continue;
      if (isFlow(file)) {
        say("a flow never touches tables; call the owning module's service verbs");
      } else if (owner === own) {
        if (!typeOnly && !DATA_LAYER_NAME.test(base) && !DATA_LAYER_FILES.has(file)) {
          say("only the module's data layer (repository files) imports its schema at run time");
        }
      } else if (schemaOwner(file)) {
        // A schema's foreign keys reference the other module's table: allowed.
      } else if (KNOWN_FOREIGN_WRITERS[file]?.includes(owner)) {
        // Listed debt: see KNOWN_FOREIGN_WRITERS.
      } else if (READ_MODELS[file]?.includes(owner)) {
        foreignImports.push({ specifier, line: lineOf(source, specifier) });
      } else {
        say(`${owner}'s tables belong to ${owner}: call its service verbs from its index.ts`);
      }
    }
    for (const table of foreignTables(source, foreignImports)) {
      problems.push(`${file}: writes ${table}, another module's table; call the owner's verb`);
    }
  }
  return problems;
}

/** The import statement that names `specifier` (up to its `from`), for the names it imports. */
function lineOf(source, specifier) {
  const end = source.indexOf(`'${specifier}'`);
  const start = source.lastIndexOf('import', end);
  return source.slice(start, end);
}

function sourceFiles(root, dir = '') {
  const files = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...sourceFiles(root, rel));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(rel);
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../apps/server/src', import.meta.url));
  const files = new Map(
    sourceFiles(root).map((file) => [file, readFileSync(path.join(root, file), 'utf8')]),
  );
  const problems = checkBoundaries(files);
  for (const problem of problems) console.error(`apps/server/src/${problem}`);
  if (problems.length > 0) {
    console.error(`check-boundaries: ${problems.length} problem(s) (docs/decisions/040, 041)`);
    process.exit(1);
  }
  console.log(`check-boundaries: ${files.size} server files, module and flow boundaries hold`);
}
