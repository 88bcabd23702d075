import {
  mediaSizeOf,
  mediaSrcSet,
  mediaUrl,
  mediaWidths,
  type ImageValue,
} from '#shared/content/media.ts';
import { cn } from '#client/lib/cn.ts';

/**
 * An uploaded image on a public page (issue 23 §6, §7; decision 0130): AVIF, then WebP, each with
 * every derived width, `width`/`height` from the original so the browser reserves its place (CLS
 * 0), the translation's alt text, and lazy loading except for the page's main image, which may be
 * its largest paint and is asked for first (`priority`: eager, `fetchpriority="high"`). `eager`
 * alone loads at once without jumping the queue (a listing's first thumbnail, decision 0139).
 */
export function ContentPicture({
  image,
  sizes,
  priority = false,
  eager = false,
  className,
}: {
  image: ImageValue;
  /** How wide the image shows, for the browser's choice of width (the `sizes` attribute). */
  sizes: string;
  priority?: boolean;
  eager?: boolean;
  className?: string;
}) {
  const size = mediaSizeOf(image.mediaId);
  if (!size) return null;
  const widths = mediaWidths(size.width);
  // Browsers without `<source>` support take the middle width: sharp enough, not the heaviest.
  const fallback = widths[Math.floor((widths.length - 1) / 2)] ?? size.width;
  return (
    // A block: <picture> is inline by default, and vertical spacing between blocks skips it.
    <picture className="block">
      <source type="image/avif" srcSet={mediaSrcSet(image.mediaId, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(image.mediaId, 'webp')} sizes={sizes} />
      <img
        src={mediaUrl(image.mediaId, 'webp', fallback)}
        width={size.width}
        height={size.height}
        alt={image.alt}
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        className={cn('h-auto max-w-full', className)}
      />
    </picture>
  );
}
