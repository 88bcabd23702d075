import { siLangchain, siLanggraph, siN8n, siTensorflow, type SimpleIcon } from 'simple-icons';
import type { TechnologySlug } from '#shared/routes.ts';

/**
 * One mark per technology, the same wherever the technology appears (home, /technologies, its own
 * page). Decisions 0040 and 0089: the owner's own mark, taken unaltered from `simple-icons` (named
 * imports, so the bundle carries these four paths and nothing else), wherever the owner's terms
 * allow nominative use — beside the name, at the size of the text around it, never as our brand.
 * Otherwise a monogram drawn here, in the site's colours, so it cannot be mistaken for the
 * owner's logo, and the reason is recorded with it.
 */

/**
 * Why a technology shows a monogram rather than its owner's mark (decision 0089 says it per mark):
 * - `owner-terms`: the owner's published terms limit its logo to uses it has authorised;
 * - `no-published-mark`: no mark file under stated terms of use was found (not in simple-icons,
 *   no brand page with the logo and its terms);
 * - `category`: the name is a kind of product or a concept, not a brand, so it has no mark.
 */
export type MonogramReason = 'owner-terms' | 'no-published-mark' | 'category';
export type TechnologyMarkDesign =
  | {
      kind: 'icon';
      /** simple-icons slug, kept so a test can tell the path came from the package unaltered. */
      source: string;
      /** SVG path in a 24 × 24 box. */
      path: string;
      /** The brand's colour (hex without #), the tile's background. */
      hex: string;
      /** The glyph's colour on that tile: the one of white or ink with the higher contrast. */
      glyph: string;
      /**
       * The same two colours as literal Tailwind classes (the build only keeps classes it can
       * read in the source, and style attributes would need a looser CSP); a test checks they
       * match `hex` and `glyph`.
       */
      tile: string;
      /** Where the owner's terms for the mark are (or, without a brand page, its source). */
      terms: string;
    }
  | { kind: 'monogram'; letters: string; reason: MonogramReason };

export interface TechnologyIdentity {
  /** The technology's own name: a trademark, so the same in every language. */
  name: string;
  mark: TechnologyMarkDesign;
}

const white = 'FFFFFF';
const ink = '111827';

function relativeLuminance(hex: string): number {
  const channels = [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The glyph colour that reads best on a brand colour: white or ink. */
export function glyphColour(hex: string): string {
  return contrastRatio(hex, white) >= contrastRatio(hex, ink) ? white : ink;
}

function brandIcon(icon: SimpleIcon, tile: string, terms?: string): TechnologyMarkDesign {
  return {
    kind: 'icon',
    source: icon.slug,
    path: icon.path,
    hex: icon.hex,
    glyph: glyphColour(icon.hex),
    tile,
    terms: terms ?? icon.guidelines ?? icon.source,
  };
}

export const technologyIdentities: Readonly<Record<TechnologySlug, TechnologyIdentity>> = {
  langchain: { name: 'LangChain', mark: brandIcon(siLangchain, 'bg-[#7FC8FF] text-[#111827]') },
  langgraph: { name: 'LangGraph', mark: brandIcon(siLanggraph, 'bg-[#7FC8FF] text-[#111827]') },
  n8n: { name: 'n8n', mark: brandIcon(siN8n, 'bg-[#FF91AC] text-[#111827]') },
  // openai.com/brand: the logo is "limited to authorized uses only", the permission is
  // non-transferable, and the Blossom may not stand alone; simple-icons removed it in v16.
  openai: { name: 'OpenAI', mark: { kind: 'monogram', letters: 'OA', reason: 'owner-terms' } },
  'vertical-ai': {
    name: 'Vertical AI',
    mark: { kind: 'monogram', letters: 'VA', reason: 'category' },
  },
  // The Linux Foundation's A2A project publishes no logo file with terms we could find, and
  // Google's "G" names the company, not the protocol.
  'google-a2a': {
    name: 'Google A2A',
    mark: { kind: 'monogram', letters: 'A2A', reason: 'no-published-mark' },
  },
  // Not in simple-icons, and no brand page with the logo and its terms.
  agno: { name: 'Agno', mark: { kind: 'monogram', letters: 'Ag', reason: 'no-published-mark' } },
  // Its attribution page asks for the statement the trademark notice carries (TrademarkNotice).
  tensorflow: {
    name: 'TensorFlow',
    mark: brandIcon(
      siTensorflow,
      'bg-[#FF6F00] text-[#111827]',
      'https://www.tensorflow.org/about/attribution',
    ),
  },
};
