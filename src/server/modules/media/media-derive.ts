import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import {
  MEDIA_FORMATS,
  mediaWidths,
  type MediaFormat,
  type MediaSize,
} from '#shared/content/media.ts';

/**
 * From an upload to the images the pages serve (issue 23 §6; decision 0129), with sharp. The type
 * is decided by the file's first bytes, never by its name or the request's Content-Type. Every
 * derived image is encoded afresh, which drops EXIF (GPS included), XMP, IPTC and any ICC profile
 * after converting to sRGB (sharp's default when no `keep*`/`with*` metadata call is made).
 */

export type SourceType = 'image/jpeg' | 'image/png' | 'image/webp';

/** JPEG `FF D8 FF`, PNG's eight-byte signature, WebP `RIFF····WEBP`; anything else is refused. */
export function sniffImageType(bytes: Uint8Array): SourceType | null {
  const ascii = (from: number, to: number) =>
    Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.length >= 8 && ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export interface DerivedVariant {
  format: MediaFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface DerivedMedia extends MediaSize {
  mediaId: string;
  sourceType: SourceType;
  sourceBytes: number;
  variants: DerivedVariant[];
}

export type DeriveResult =
  { ok: true; media: DerivedMedia } | { ok: false; reason: 'unsupported-type' | 'undecodable' };

/**
 * A decoded image's pixel budget: 40 megapixels (a 8000×5000 photograph). sharp's default (268 MP)
 * would let a small, highly compressed PNG claim gigabytes of memory while decoding.
 */
const MAX_INPUT_PIXELS = 40_000_000;

// AVIF at effort 2 (of 0–9): a 1600 px photograph in well under a second on one core, files within
// a few per cent of the default effort's. Qualities are each format's usual web defaults.
const encoders: Record<MediaFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80 }),
};

export async function deriveMedia(bytes: Buffer): Promise<DeriveResult> {
  const sourceType = sniffImageType(bytes);
  if (!sourceType) return { ok: false, reason: 'unsupported-type' };
  const open = () =>
    // `failOn: 'error'`: a truncated or corrupt file is refused rather than half-decoded.
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
  let size: MediaSize;
  const variants: DerivedVariant[] = [];
  try {
    size = (await open().metadata()).autoOrient;
    if (!size.width || !size.height) return { ok: false, reason: 'undecodable' };
    // Each encode decodes the whole image: a truncated or corrupt body fails here, not later.
    for (const width of mediaWidths(size.width)) {
      for (const format of MEDIA_FORMATS) {
        const { data, info } = await encoders[format](
          open().resize({ width, withoutEnlargement: true }),
        ).toBuffer({ resolveWithObject: true });
        variants.push({ format, width: info.width, height: info.height, data });
      }
    }
  } catch {
    return { ok: false, reason: 'undecodable' };
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return {
    ok: true,
    media: {
      mediaId: `${hash}-${size.width}x${size.height}`,
      width: size.width,
      height: size.height,
      sourceType,
      sourceBytes: bytes.length,
      variants,
    },
  };
}
