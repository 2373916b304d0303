import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const RESULTS_DIR = join(import.meta.dirname, '..', 'results');

/**
 * Writes bench/results/<name>-<YYYY-MM-DD>.json (gitignored), `data` with the time it was written,
 * and says where.
 */
export function saveResults(name: string, data: Record<string, unknown>): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const date = new Date().toISOString();
  const file = join(RESULTS_DIR, `${name}-${date.slice(0, 10)}.json`);
  writeFileSync(file, `${JSON.stringify({ date, ...data }, null, 2)}\n`);
  console.log(`\nresults written to ${file}`);
}

/** Prints rows as an aligned text table. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** The p-th percentile (nearest rank) of ascending values; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/** "load average (1/5/15 min) before a / b / c, after d / e / f": the machine around a run. */
export function loadAverageLine(before: readonly number[], after: readonly number[]): string {
  const load = (values: readonly number[]) => values.map((v) => v.toFixed(1)).join(' / ');
  return `load average (1/5/15 min) before ${load(before)}, after ${load(after)}`;
}
