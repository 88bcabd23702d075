/** The benefits of the home page's second reading (spec 01 §2), in the locale files' order. */
export const benefitKeys = [
  'measured',
  'weeks',
  'lgpd',
  'ownership',
  'integration',
  'support',
] as const;
export type BenefitKey = (typeof benefitKeys)[number];

// Drawn on a 24 px grid with 2 px strokes, like the artwork's pictograms (decision 0041).
const shapes: Record<BenefitKey, string> = {
  measured: 'M3 3v18h18M7 15l4-4 3 3 6-7M15 7h5v5',
  weeks: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h3M8 17h6',
  lgpd: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  ownership: 'M4 5a2 2 0 0 1 2-2h14v15H6a2 2 0 0 0-2 2zM4 20a2 2 0 0 0 2 2h14v-4M9 8h7M9 12h5',
  integration: 'M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0zM12 17v4',
  support:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6',
};

export function BenefitIcon({ name }: { name: BenefitKey }) {
  return (
    <svg
      viewBox="0 0 24 24"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-6"
    >
      <path d={shapes[name]} />
    </svg>
  );
}
