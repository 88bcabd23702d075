import type { TechnologySlug } from '#shared/routes.ts';
import { technologyCatalogue } from './technology-catalogue.ts';

const sizes = {
  md: 'size-12 rounded-lg text-base',
  lg: 'size-20 rounded-2xl text-2xl md:size-24 md:text-3xl',
} as const;

/** Decorative monogram standing in for a vendor logo; the name is always written beside it. */
export function TechnologyMark({
  slug,
  size = 'md',
}: {
  slug: TechnologySlug;
  size?: keyof typeof sizes;
}) {
  const { monogram, tone } = technologyCatalogue[slug];
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center font-bold tracking-tight text-white shadow-sm ${tone} ${sizes[size]}`}
    >
      {monogram}
    </span>
  );
}
