/**
 * Page-performance thresholds (spec 01 §9: LCP good ≤ 2500 ms, poor > 4000 ms; CLS 0.1/0.25).
 * The spec's FID (100/300 ms) no longer exists in browsers or in the web-vitals library; its
 * successor INP is scored with its own published thresholds (200/500 ms). See decision 0008.
 */
export type VitalName = 'LCP' | 'INP' | 'CLS';
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export const vitalThresholds: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

/** Good up to and including `good`; poor above `poor`; in between needs improvement. */
export function rateVital(name: VitalName, value: number): VitalRating {
  const { good, poor } = vitalThresholds[name];
  if (value <= good) return 'good';
  if (value <= poor) return 'needs-improvement';
  return 'poor';
}
