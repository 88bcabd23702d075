/**
 * The site's artwork (decision 0041): static SVG files under public/art/, drawn by
 * scripts/draw-artwork.ts, shown through <img> with their intrinsic size so they reserve their
 * box before they load (no layout shift) and cost the JavaScript bundle nothing but this table.
 */
export const artworks = {
  hero: { src: '/art/hero.svg', width: 560, height: 470 },
  'product-crypto': { src: '/art/product-crypto.svg', width: 640, height: 420 },
  'product-prompts': { src: '/art/product-prompts.svg', width: 640, height: 420 },
  'product-agents': { src: '/art/product-agents.svg', width: 640, height: 420 },
  'service-automacao-inteligente': {
    src: '/art/service-automacao-inteligente.svg',
    width: 480,
    height: 300,
  },
  'service-analise-preditiva': {
    src: '/art/service-analise-preditiva.svg',
    width: 480,
    height: 300,
  },
  'service-assistentes-virtuais-ia': {
    src: '/art/service-assistentes-virtuais-ia.svg',
    width: 480,
    height: 300,
  },
  'service-machine-learning-personalizado': {
    src: '/art/service-machine-learning-personalizado.svg',
    width: 480,
    height: 300,
  },
} as const;

export type ArtworkName = keyof typeof artworks;

/**
 * One drawing. `alt` says in words what the drawing shows (an empty string for a purely
 * decorative one). Every drawing waits until it comes near the viewport and none asks for a high
 * fetch priority; the hero's, which can be in the first screen, is drawn in the page instead
 * (hero-drawing.tsx, decision 0075).
 */
export function Artwork({
  name,
  alt,
  className,
}: {
  name: ArtworkName;
  alt: string;
  className?: string;
}) {
  const { src, width, height } = artworks[name];
  return (
    <img
      src={src}
      width={width}
      height={height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className ?? 'h-auto w-full'}
    />
  );
}
