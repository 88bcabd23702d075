import { useEffect, useRef, useState } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { COUNT_UP_DELAY_MS, COUNT_UP_STEP_MS, COUNT_UP_STEPS, countUpValue } from './count-up.ts';

/** Spec 02 §3 statistic card: value, suffix, label, description. */
export interface Statistic {
  value: number;
  suffix: string;
  label: string;
  description: string;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Counts 0 → value once the card becomes visible (spec 01 §4). The prerendered HTML carries the
 * final value (readable without JavaScript); under `prefers-reduced-motion` it simply stays.
 * The final value also sizes an invisible twin in the same grid cell, so the counting digits
 * never change the card's size: no layout shift.
 */
export function StatisticCard({ stat }: { stat: Statistic }) {
  const ref = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState(COUNT_UP_STEPS);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    let delay: ReturnType<typeof setTimeout> | undefined;
    let ticker: ReturnType<typeof setInterval> | undefined;
    setStep(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        delay = setTimeout(() => {
          let current = 0;
          ticker = setInterval(() => {
            current += 1;
            setStep(current);
            if (current >= COUNT_UP_STEPS) clearInterval(ticker);
          }, COUNT_UP_STEP_MS);
        }, COUNT_UP_DELAY_MS);
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(delay);
      clearInterval(ticker);
    };
  }, []);

  const shown = countUpValue(stat.value, step);
  const finished = step >= COUNT_UP_STEPS;
  return (
    <Card ref={ref} className="h-full text-center">
      <p className="grid text-4xl font-bold text-link tabular-nums">
        {/* Screen readers get the final figure once, not fifty live updates. */}
        <span className="sr-only">{`${stat.value}${stat.suffix}`}</span>
        <span aria-hidden="true" className="invisible col-start-1 row-start-1">
          {`${stat.value}${stat.suffix}`}
        </span>
        <span
          aria-hidden="true"
          data-testid="statistic-value"
          data-finished={finished}
          className="col-start-1 row-start-1"
        >
          {`${shown}${stat.suffix}`}
        </span>
      </p>
      <p className="mt-2 font-semibold text-foreground">{stat.label}</p>
      <p className="mt-1 text-sm text-muted-foreground">{stat.description}</p>
    </Card>
  );
}
