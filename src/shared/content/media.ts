/**
 * The media store's addresses and sizes (issue 23 §6, §7; decision 0129), shared by the server
 * that derives and serves the images, the desk that uploads them and the pages that show them.
 *
 * A media id says what it is: `<32 hex of the upload's SHA-256>-<width>x<height>`, the original's
 * size after EXIF orientation. A page therefore writes `width`/`height` (CLS 0) and every `srcset`
 * candidate from the translation's `{ mediaId, alt }` alone, without reading the store.
 */

/** Issue 23 §6: JPEG, PNG and WebP up to 5 MB. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

/** The widths derived from every upload (never wider than the original: no upscaling). */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

/** What each width is stored as, best first: a `<picture>` lists its sources in this order. */
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const mediaContentTypes: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

export const mediaIdPattern = /^[0-9a-f]{32}-[1-9]\d{0,4}x[1-9]\d{0,4}$/;

export interface MediaSize {
  width: number;
  height: number;
}

/** The original's size a media id carries, or null when it is no media id. */
export function mediaSizeOf(mediaId: string): MediaSize | null {
  if (!mediaIdPattern.test(mediaId)) return null;
  const [width, height] = mediaId.slice(33).split('x').map(Number) as [number, number];
  return { width, height };
}

/** 480/960/1600 below the original's width, and the original's own width when it is smaller. */
export function mediaWidths(originalWidth: number): number[] {
  const below = MEDIA_WIDTHS.filter((width) => width < originalWidth);
  const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] ?? 0;
  return originalWidth <= largest ? [...below, originalWidth] : below;
}

/** The height of a derived width, by the original's ratio (what sharp's resize gives). */
export function mediaHeightAt(size: MediaSize, width: number): number {
  return Math.max(1, Math.round((size.height * width) / size.width));
}

export function mediaUrl(mediaId: string, format: MediaFormat, width: number): string {
  return `/media/${mediaId}/${width}.${format}`;
}

/** `srcset` of one format: every derived width with its `w` descriptor. */
export function mediaSrcSet(mediaId: string, format: MediaFormat): string {
  const size = mediaSizeOf(mediaId);
  if (!size) return '';
  return mediaWidths(size.width)
    .map((width) => `${mediaUrl(mediaId, format, width)} ${width}w`)
    .join(', ');
}

/** An image field's value as a translation stores it (issue 23 §6). */
export interface ImageValue {
  mediaId: string;
  alt: string;
}

export function isImageValue(value: unknown): value is ImageValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ImageValue).mediaId === 'string' &&
    typeof (value as ImageValue).alt === 'string' &&
    mediaSizeOf((value as ImageValue).mediaId) !== null
  );
}
