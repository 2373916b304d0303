import { describe, expect, it } from 'vitest';
import { accountLabel } from './account-label';

describe('accountLabel', () => {
  it.each([
    ['Asha Verma', 'Asha'],
    ['  Ravi   Kumar ', 'Ravi'],
    ['Madhu', 'Madhu'],
    ['', 'Account'],
    ['   ', 'Account'],
    [null, 'Account'],
    [undefined, 'Account'],
  ])('%j → %s', (name, expected) => {
    expect(accountLabel(name)).toBe(expected);
  });
});
