import { siLangchain, siLanggraph, siN8n, siTensorflow, type SimpleIcon } from 'simple-icons';
import type { TechnologySlug } from '#shared/routes.ts';

/**
 * One mark per technology, the same wherever the technology appears (home, /technologies, its own
 * page). Decision 0040: the brand's own icon from `simple-icons` where the package has it (named
 * imports, so the bundle carries these four paths and nothing else), used nominatively: beside the
 * name, unaltered, at the size of the text around it. Otherwise a monogram drawn here, in the
 * site's colours, so it cannot be mistaken for the vendor's logo.
 */
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
    }
  | { kind: 'monogram'; letters: string };

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

function brandIcon(icon: SimpleIcon, tile: string): TechnologyMarkDesign {
  return {
    kind: 'icon',
    source: icon.slug,
    path: icon.path,
    hex: icon.hex,
    glyph: glyphColour(icon.hex),
    tile,
  };
}

export const technologyIdentities: Readonly<Record<TechnologySlug, TechnologyIdentity>> = {
  langchain: { name: 'LangChain', mark: brandIcon(siLangchain, 'bg-[#7FC8FF] text-[#111827]') },
  langgraph: { name: 'LangGraph', mark: brandIcon(siLanggraph, 'bg-[#7FC8FF] text-[#111827]') },
  n8n: { name: 'n8n', mark: brandIcon(siN8n, 'bg-[#FF91AC] text-[#111827]') },
  // Removed from simple-icons in v16: OpenAI's brand terms grant no transferable permission.
  openai: { name: 'OpenAI', mark: { kind: 'monogram', letters: 'OA' } },
  // A category of products, not a brand.
  'vertical-ai': { name: 'Vertical AI', mark: { kind: 'monogram', letters: 'VA' } },
  // The protocol has no icon in the package; Google's "G" names the company, not A2A.
  'google-a2a': { name: 'Google A2A', mark: { kind: 'monogram', letters: 'A2A' } },
  agno: { name: 'Agno', mark: { kind: 'monogram', letters: 'Ag' } },
  tensorflow: { name: 'TensorFlow', mark: brandIcon(siTensorflow, 'bg-[#FF6F00] text-[#111827]') },
};
