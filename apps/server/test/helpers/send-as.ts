import type { App } from '../../src/app.ts';
import type { TestAccount } from './accounts.ts';

/** A request through app.inject as `account` (null: signed out), with a body only when given. */
export function sendAs(
  app: App,
  account: TestAccount | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: account?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
