import { describe, expect, it } from 'vitest';
import { integerInIndianWords, rupeesInWords } from './amount-in-words.ts';

describe('amounts in words, Indian system', () => {
  it('writes rupees and paise as an invoice does', () => {
    expect(rupeesInWords(17_740_050)).toBe(
      'One Lakh Seventy-Seven Thousand Four Hundred Rupees and Fifty Paise Only',
    );
    expect(rupeesInWords(5_400_000)).toBe('Fifty-Four Thousand Rupees Only');
    expect(rupeesInWords(200_000_000)).toBe('Twenty Lakh Rupees Only');
    expect(rupeesInWords(101)).toBe('One Rupee and One Paisa Only');
    expect(rupeesInWords(99)).toBe('Zero Rupees and Ninety-Nine Paise Only');
  });

  it('groups by thousand, lakh and crore', () => {
    expect(integerInIndianWords(1_00_00_000)).toBe('One Crore');
    expect(integerInIndianWords(12_34_56_789)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine',
    );
    expect(integerInIndianWords(100_00_00_000)).toBe('One Hundred Crore');
    expect(integerInIndianWords(1_005)).toBe('One Thousand Five');
    expect(integerInIndianWords(110)).toBe('One Hundred Ten');
    expect(integerInIndianWords(0)).toBe('Zero');
  });

  it('refuses what is not whole paise', () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
  });
});
