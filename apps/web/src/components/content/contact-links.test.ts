import { describe, expect, it } from 'vitest';
import { telHref } from './contact-links';

describe('telHref', () => {
  it('keeps the plus and the digits of a display number', () => {
    expect(telHref('+91 98290 12345')).toBe('tel:+919829012345');
    expect(telHref('(0141) 236-7890')).toBe('tel:01412367890');
  });
});
