import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/server-process.ts';

// The built storefront (`npm run build`, which this phase runs first): the entry chunk and every
// chunk it imports statically must arrive before the app starts, so they decide the first load's
// main-thread time. zod (about 24 KB gzip) stays out of them (decisions 005 and 033): the home
// page validates nothing, and a zod-free module such as mailed-link-paths.ts keeps it so.
const assets = join(REPO_ROOT, 'apps/web/dist');

function staticImportsOf(file: string): string[] {
  const code = readFileSync(join(assets, 'assets', file), 'utf8');
  return [...code.matchAll(/\bfrom\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1] as string);
}

describe('the home page entry chunk', () => {
  it('carries no zod, in itself or in the chunks it imports statically', () => {
    const html = readFileSync(join(assets, 'index.html'), 'utf8');
    const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/)?.[1];
    if (!entry) throw new Error('no module script in apps/web/dist/index.html');
    const seen = new Set<string>();
    const queue = [entry];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...staticImportsOf(file));
    }
    const withZod = [...seen].filter((file) =>
      /\$ZodType|ZodError/.test(readFileSync(join(assets, 'assets', file), 'utf8')),
    );
    expect(seen.size).toBeGreaterThan(1);
    expect(withZod).toEqual([]);
  });
});
