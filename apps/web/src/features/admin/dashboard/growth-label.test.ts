import { describe, expect, it } from 'vitest';
import { growthLabel, namedGrowthLabel } from './growth-label';

describe('growthLabel', () => {
  it.each([
    [12, undefined, '+12% from last month', 'up'],
    [-5, 'orders', '-5% orders from last month', 'down'],
    [66.7, undefined, '+66.7% from last month', 'up'],
    [0, undefined, '0% from last month', 'flat'],
    [1234.5, undefined, '+1,234.5% from last month', 'up'],
  ] as const)('%d %s → %s', (growth, subject, text, trend) => {
    expect(growthLabel(growth, subject)).toEqual({ text, trend });
  });

  it('gives no percentage without an earlier window', () => {
    expect(growthLabel(null)).toEqual({
      text: 'Nothing to compare with last month',
      trend: 'none',
    });
  });
});

describe('namedGrowthLabel', () => {
  it('names what grew and against which window', () => {
    expect(namedGrowthLabel('Orders placed', 5)).toEqual({
      text: 'Orders placed: +5% vs previous 30 days',
      trend: 'up',
    });
    expect(namedGrowthLabel('Orders placed', -12.5)).toEqual({
      text: 'Orders placed: -12.5% vs previous 30 days',
      trend: 'down',
    });
    expect(namedGrowthLabel('Orders placed', null)).toEqual({
      text: 'Orders placed: none in the 30 days before',
      trend: 'none',
    });
  });
});
