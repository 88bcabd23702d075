import sharp from 'sharp';
import { deriveMedia } from './media-derive.ts';
import type { MediaStore } from './media-store.ts';

/**
 * The example content's cover (issue 23 §9, decision 0130): drawn at run time from an SVG, so no
 * stock photograph or invented logo enters the repository or the site. It says "Exemplo ·
 * Example · Ejemplo" in the picture itself, like the example texts.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b3d91"/>
      <stop offset="1" stop-color="#1f9d8b"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#g)"/>
  <g fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="6">
    <circle cx="1250" cy="250" r="180"/>
    <circle cx="1250" cy="250" r="300"/>
    <path d="M120 720 L420 520 L700 620 L1000 380 L1480 520"/>
  </g>
  <g fill="#ffffff" font-family="sans-serif" font-weight="700">
    <text x="120" y="300" font-size="120">Exemplo</text>
    <text x="120" y="420" font-size="64" fill-opacity="0.85">Example · Ejemplo</text>
  </g>
</svg>`;

/** Draws the cover, derives its widths and stores it; the same drawing is the same media id. */
export async function storeExampleCover(store: MediaStore): Promise<string> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const derived = await deriveMedia(png);
  if (!derived.ok) throw new Error(`example cover not derived: ${derived.reason}`);
  await store.put(derived.media, null);
  return derived.media.mediaId;
}
