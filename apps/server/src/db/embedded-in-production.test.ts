import { describe, expect, it } from 'vitest';
import { embeddedInProductionWarning, MOVE_TO_POSTGRES_COMMAND } from './embedded-in-production.ts';

describe('the embedded-database warning', () => {
  it('names the power-cut risk and the command that moves the shop, in production on PGlite', () => {
    const warning = embeddedInProductionWarning({ nodeEnv: 'production', databaseUrl: undefined });
    expect(warning).toContain('power cut');
    expect(warning).toContain('pglite#1107');
    expect(warning).toContain(MOVE_TO_POSTGRES_COMMAND);
  });

  it('stays silent on PostgreSQL and outside production', () => {
    const url = 'postgres://shop@db:5432/sheesham';
    expect(
      embeddedInProductionWarning({ nodeEnv: 'production', databaseUrl: url }),
    ).toBeUndefined();
    expect(
      embeddedInProductionWarning({ nodeEnv: 'development', databaseUrl: undefined }),
    ).toBeUndefined();
  });
});
