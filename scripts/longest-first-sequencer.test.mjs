import { describe, expect, it } from 'vitest';
import { durationKey, longestFirst } from './longest-first-sequencer.mjs';

const spec = (project, file) => ({
  project: { name: project, config: { root: '/repo/apps/server' } },
  moduleId: `/repo/apps/server/${file}`,
});

describe('longest test files first', () => {
  it('keys a file by its project and its path from the project root', () => {
    expect(
      durationKey('server (PGlite)', '/repo/apps/server', '/repo/apps/server/test/a.test.ts'),
    ).toBe('server (PGlite):test/a.test.ts');
  });

  it('orders by the recorded seconds within each project, a new file as the median', () => {
    const specs = [
      spec('server (PGlite)', 'test/short.test.ts'),
      spec('server (PGlite)', 'test/new.test.ts'),
      spec('server (PGlite)', 'test/long.test.ts'),
      spec('server (PostgreSQL)', 'test/short.test.ts'),
      spec('server (PostgreSQL)', 'test/long.test.ts'),
    ];
    const durations = {
      'server (PGlite):test/short.test.ts': 1,
      'server (PGlite):test/long.test.ts': 30,
      'server (PostgreSQL):test/long.test.ts': 50,
      'server (PostgreSQL):test/short.test.ts': 2,
    };
    const order = longestFirst(specs, durations).map((s) => `${s.project.name}:${s.moduleId}`);
    // Projects stay in vitest's order: a worker serves one project at a time.
    expect(order).toEqual([
      // the median of 1, 2, 30 and 50 is taken as 30: a tie with the PGlite long file, which
      // vitest's order put after it
      'server (PGlite):/repo/apps/server/test/new.test.ts',
      'server (PGlite):/repo/apps/server/test/long.test.ts',
      'server (PGlite):/repo/apps/server/test/short.test.ts',
      'server (PostgreSQL):/repo/apps/server/test/long.test.ts',
      'server (PostgreSQL):/repo/apps/server/test/short.test.ts',
    ]);
  });
});
