import { describe, expect, it } from 'vitest';
import { financialYear } from './financial-year.ts';
import { stateOfPincode } from './pincode-state.ts';

describe('stateOfPincode', () => {
  it.each([
    ['302001', '08', 'Rajasthan'],
    ['110011', '07', 'Delhi'],
    ['400001', '27', 'Maharashtra'],
    ['403001', '30', 'Goa'],
    ['560001', '29', 'Karnataka'],
    ['500001', '36', 'Telangana'],
    ['160017', '04', 'Chandigarh'],
    ['248001', '05', 'Uttarakhand'],
    ['194101', '38', 'Ladakh'],
    ['834001', '20', 'Jharkhand'],
    ['800001', '10', 'Bihar'],
    ['737101', '11', 'Sikkim'],
    ['744101', '35', 'Andaman and Nicobar Islands'],
    ['682555', '31', 'Lakshadweep'],
    ['605001', '34', 'Puducherry'],
    ['396210', '26', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['396001', '24', 'Gujarat'],
    ['799001', '16', 'Tripura'],
  ])('%s → %s %s', (pincode, code, name) => {
    expect(stateOfPincode(pincode)).toEqual({ code, name });
  });

  it('has no state for Army Post Offices and unassigned prefixes', () => {
    expect(stateOfPincode('900001')).toBeNull();
    expect(stateOfPincode('290001')).toBeNull();
  });
});

describe('financialYear (April to March, India time)', () => {
  it('turns at midnight on 1 April in India, 18:30 UTC the day before', () => {
    expect(financialYear(new Date('2027-03-31T18:29:59Z')).label).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toEqual({
      startYear: 2027,
      label: '2027-28',
      short: '27-28',
    });
    expect(financialYear(new Date('2026-11-25T12:00:00Z')).short).toBe('26-27');
    expect(financialYear(new Date('2100-01-01T00:00:00Z')).label).toBe('2099-00');
  });
});
