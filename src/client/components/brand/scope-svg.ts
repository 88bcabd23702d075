/**
 * An artwork file (scripts/draw-artwork.ts) made fit to sit inside a page: its `<style>` uses
 * one-letter class names (`.s`, `.t`, `.b`…) that, inline, would style the whole document, so
 * every class name and class selector gets `prefix-`; the root `<svg>` loses its fixed size so
 * CSS sizes it (the viewBox keeps the proportions).
 */
export function scopeSvg(svg: string, prefix: string): string {
  return svg
    .trim()
    .replace(
      /<style>([\s\S]*?)<\/style>/,
      (_, css: string) => `<style>${css.replace(/\.([a-z][\w-]*)/gi, `.${prefix}-$1`)}</style>`,
    )
    .replace(
      /\sclass="([^"]*)"/g,
      (_, names: string) =>
        ` class="${names
          .split(/\s+/)
          .filter(Boolean)
          .map((name) => `${prefix}-${name}`)
          .join(' ')}"`,
    )
    .replace(/^<svg([^>]*?)\swidth="\d+"\sheight="\d+"/, '<svg$1')
    .replace(/^<svg/, '<svg aria-hidden="true" focusable="false"');
}
