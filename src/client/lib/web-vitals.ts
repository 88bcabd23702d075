import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { rateVital, type VitalName } from '#shared/tools/web-vitals-rating.ts';
import { trackEvent } from './analytics.ts';

/** Spec 01 §7: the scores are logged every 30000 ms. */
export const VITALS_LOG_INTERVAL_MS = 30_000;

/**
 * Measures LCP, INP and CLS with the web-vitals library, scores them against the spec's
 * thresholds, sends each final value as an analytics event (only with consent, like every event)
 * and logs a summary every 30 s while the page is open.
 */
export function startWebVitals(): () => void {
  const latest = new Map<VitalName, { value: number; rating: string }>();
  const report = (metric: Metric) => {
    const name = metric.name as VitalName;
    const rating = rateVital(name, metric.value);
    latest.set(name, { value: metric.value, rating });
    trackEvent('web_vitals', {
      metric_name: name,
      value: Math.round(name === 'CLS' ? metric.value * 1000 : metric.value),
      rating,
      metric_id: metric.id,
    });
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  const timer = setInterval(() => {
    if (latest.size > 0) console.debug('web vitals', Object.fromEntries(latest));
  }, VITALS_LOG_INTERVAL_MS);
  return () => clearInterval(timer);
}
