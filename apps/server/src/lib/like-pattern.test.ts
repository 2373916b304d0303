import { describe, expect, it } from 'vitest';
import { containsPattern } from './like-pattern.ts';

describe('containsPattern', () => {
  it('wraps the text in % and escapes %, _ and the backslash', () => {
    expect(containsPattern('asha')).toBe('%asha%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
