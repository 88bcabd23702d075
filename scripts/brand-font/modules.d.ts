// The two font libraries ship no types; only what scripts/brand-font uses is declared.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  export function convert(font: Uint8Array, format: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
}
