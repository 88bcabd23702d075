import type { TechnologySlug } from '#shared/routes.ts';
import { technologyIdentities } from './technology-marks.ts';

const sizes = {
  sm: 'size-10 rounded-lg text-sm',
  md: 'size-12 rounded-xl text-base',
  lg: 'size-20 rounded-2xl text-2xl md:size-24 md:text-3xl',
} as const;

/**
 * The mark of a technology (decision 0040): its brand icon on the brand's colour, or a monogram
 * on the site's ink. Decorative: the name is always written beside it. `data-mark` names the
 * design so a journey can check that a technology looks the same on every page.
 */
export function TechnologyMark({
  slug,
  size = 'md',
}: {
  slug: TechnologySlug;
  size?: keyof typeof sizes;
}) {
  const { mark } = technologyIdentities[slug];
  if (mark.kind === 'icon') {
    return (
      <span
        aria-hidden="true"
        data-mark={`icon:${mark.source}`}
        className={`inline-flex shrink-0 items-center justify-center shadow-sm ring-1 ring-black/5 ${mark.tile} ${sizes[size]}`}
      >
        <svg viewBox="0 0 24 24" focusable="false" fill="currentColor" className="size-3/5">
          <path d={mark.path} />
        </svg>
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      data-mark={`monogram:${mark.letters}`}
      className={`relative inline-flex shrink-0 items-center justify-center overflow-hidden bg-linear-135 from-brand-900 to-brand-600 font-bold tracking-tight text-white shadow-sm ring-1 ring-black/5 ${sizes[size]}`}
    >
      {/* A corner notch in the brand's light tint: the signature of the monograms drawn here. */}
      <span className="absolute top-0 right-0 size-1/4 rounded-bl-md bg-brand-50/30" />
      <span className="relative">{mark.letters}</span>
    </span>
  );
}
