import { describe, expect, it } from 'vitest';
import { rateVital, type VitalName, type VitalRating } from './web-vitals-rating.ts';

describe('rateVital', () => {
  it.each<[VitalName, number, VitalRating]>([
    ['LCP', 0, 'good'],
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 201, 'needs-improvement'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0, 'good'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
  ])('%s %d is %s', (name, value, rating) => {
    expect(rateVital(name, value)).toBe(rating);
  });
});
