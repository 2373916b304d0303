#!/usr/bin/env node
/**
 * Every "SPEC §N" cited in the repository must resolve inside it: docs/product.md needs a heading
 * numbered N ("## N. …", or "### N.M. …" for a subsection). Run by `npm run lint`; exits 1 and lists
 * each citation without a heading.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const product = join(root, 'docs', 'product.md');
const searched = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'docs', 'README.md'];
const skippedDirs = new Set(['node_modules', 'dist', 'data', 'coverage', 'results', '.git']);
const textFile = /\.(ts|tsx|mjs|js|cjs|css|md|sql|json|html|sh|ya?ml)$/;
const citation = /SPEC §(\d+(?:\.\d+)*)/g;

function* files(path) {
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOTDIR') {
      yield path;
      return;
    }
    if (error.code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!skippedDirs.has(entry.name)) yield* files(join(path, entry.name));
    } else if (textFile.test(entry.name)) {
      yield join(path, entry.name);
    }
  }
}

const headings = new Set(
  [...readFileSync(product, 'utf8').matchAll(/^#{2,4} (\d+(?:\.\d+)*)\. /gm)].map((m) => m[1]),
);

const missing = [];
let count = 0;
for (const top of searched) {
  for (const file of files(join(root, top))) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const match of line.matchAll(citation)) {
        count += 1;
        if (!headings.has(match[1])) {
          missing.push(`${relative(root, file)}:${index + 1}: SPEC §${match[1]}`);
        }
      }
    });
  }
}

if (missing.length > 0) {
  console.error(`${missing.length} "SPEC §" citation(s) have no heading in docs/product.md:`);
  for (const line of missing) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`check-spec-citations: ${count} citations, each has its heading in docs/product.md.`);
