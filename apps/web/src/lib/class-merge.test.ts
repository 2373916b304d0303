import { getDefaultConfig } from 'tailwind-merge';
// tailwind-merge's tooling entry for pruned configs: it reports the class groups the merge engine
// itself finds for a class, so the comparison below needs no copy of the engine's rules.
import {
  createClassGroupLookup,
  createClassGroupUtils,
} from 'tailwind-merge/unstable-do-not-import';
import { describe, expect, it } from 'vitest';
import { classMergeConfig, twMerge } from './class-merge';

// Every source file's text, scanned for class names the way Tailwind itself scans them.
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Words inside string and template literals: every class the app can hand to `cn`. */
function candidateWords(): string[] {
  const words = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const literal of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const content = literal[1] ?? literal[2] ?? literal[3] ?? '';
      for (const word of content.split(/\s+/)) {
        if (word && !/[${}'"`]/.test(word)) words.add(word);
      }
    }
  }
  return [...words];
}

type AnyConfig = Parameters<typeof createClassGroupLookup>[0];

function inspect(config: AnyConfig) {
  const lookup = createClassGroupLookup(config);
  const { getConflictingClassGroupIds } = createClassGroupUtils(config);
  return {
    /** The groups the engine matched while merging `word`, e.g. ['px-4 → px']. */
    groupsOf: (word: string) => lookup(word).map((m) => `${m.className} → ${m.classGroupId}`),
    conflictsOf: (group: string, hasPostfixModifier: boolean, among: Set<string>) =>
      getConflictingClassGroupIds(group, hasPostfixModifier)
        .filter((other) => among.has(other))
        .sort(),
  };
}

const words = candidateWords();
const full = inspect(getDefaultConfig());
const app = inspect(classMergeConfig);
// The default config's groups that the app's classes belong to.
const usedGroups = new Set(
  words
    .flatMap((word) => createClassGroupLookup(getDefaultConfig())(word))
    .map((m) => m.classGroupId),
);

describe('twMerge with the app-sized config (lib/class-merge.ts)', () => {
  it('finds the app classes in src', () => {
    expect(words).toContain('px-4');
    expect(usedGroups.size).toBeGreaterThan(100);
  });

  it('puts every class found in src in the same group as the full config', () => {
    // A word listed here needs its group copied from tailwind-merge's getDefaultConfig().
    const differing = words
      .filter((word) => app.groupsOf(word).join() !== full.groupsOf(word).join())
      .map((word) => `${word}: ${full.groupsOf(word).join()} (here: ${app.groupsOf(word).join()})`);
    expect(differing).toEqual([]);
  });

  it('has the full config’s conflicts between those groups', () => {
    const differing: string[] = [];
    for (const group of usedGroups) {
      for (const postfix of [false, true]) {
        const expected = full.conflictsOf(group, postfix, usedGroups);
        const actual = app.conflictsOf(group, postfix, usedGroups);
        if (actual.join() !== expected.join()) {
          differing.push(
            `${group}${postfix ? '/…' : ''}: ${expected.join()} (here: ${actual.join()})`,
          );
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it('orders modifiers like the full config', () => {
    expect(classMergeConfig.orderSensitiveModifiers).toEqual(
      getDefaultConfig().orderSensitiveModifiers,
    );
  });

  it('keeps the last of conflicting classes, per variant', () => {
    expect(twMerge('px-4 py-2 px-3')).toBe('py-2 px-3');
    expect(twMerge('p-4 px-2')).toBe('p-4 px-2');
    expect(twMerge('px-2 p-4')).toBe('p-4');
    expect(twMerge('text-sm text-muted-foreground text-base')).toBe(
      'text-muted-foreground text-base',
    );
    expect(twMerge('hover:bg-accent bg-card hover:bg-muted')).toBe('bg-card hover:bg-muted');
    expect(twMerge('w-full size-9')).toBe('size-9');
    expect(twMerge('hidden line-clamp-2')).toBe('line-clamp-2');
    expect(twMerge('text-sm leading-8 text-base/6')).toBe('text-base/6');
  });
});
