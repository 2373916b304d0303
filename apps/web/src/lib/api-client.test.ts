import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { resetTestState } from '@/testing/render';
import { ApiRequestError, apiGet } from './api-client';

afterEach(resetTestState);

describe('apiGet', () => {
  it('answers the JSON null a route sends as null', async () => {
    fakeApi({ 'GET /api/thing': () => ({ status: 200, body: null }) });
    await expect(apiGet('/thing')).resolves.toBeNull();
  });

  it('fails when a 2xx body is cut off, instead of answering null', async () => {
    fakeApi({ 'GET /api/thing': () => ({ status: 200, body: { user: 'u' }, cutOff: true }) });
    const failure = await apiGet('/thing').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ApiRequestError);
  });

  it("turns an error answer cut off mid-body into an error with the answer's status", async () => {
    fakeApi({ 'GET /api/thing': () => ({ status: 503, body: { x: 1 }, cutOff: true }) });
    const failure = await apiGet('/thing').catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 503, code: 'http_error' });
  });
});
