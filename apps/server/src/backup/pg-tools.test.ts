import { describe, expect, it } from 'vitest';
import { connectionArgs, pgTool } from './pg-tools.ts';

describe('the PostgreSQL client tools', () => {
  it('come from PG_BIN_DIR when it is set', () => {
    expect(pgTool('pg_dump', { PG_BIN_DIR: '/opt/pg17/bin' })).toBe('/opt/pg17/bin/pg_dump');
  });

  it('get the password through PGPASSWORD, never on the command line', () => {
    const { args, env } = connectionArgs('postgres://shop:s%40cret@db:5432/sheesham');
    expect(args.join(' ')).not.toContain('s%40cret');
    expect(args).toEqual(['--dbname=postgres://shop@db:5432/sheesham']);
    expect(env.PGPASSWORD).toBe('s@cret');
  });
});
