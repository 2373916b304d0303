import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../../db/types.ts';
import { accounts, sessions, users, verifications } from './schema.ts';

/** better-auth's drizzle adapter over identity's tables: the auth service's whole data layer. */
export const authAdapter = (db: Database) =>
  drizzleAdapter(db, {
    provider: 'pg',
    schema: { user: users, session: sessions, account: accounts, verification: verifications },
  });
