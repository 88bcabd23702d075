/**
 * Pictograms drawn on a 24 × 24 grid with 2-unit strokes, placed by centre and size. They say
 * what a box in a diagram is (a document, a database, a person) without words, so one file
 * serves every language; the page's alt text says it in words.
 */
const shapes = {
  document: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h4',
  database:
    'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  person: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1',
  chat: 'M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12zM8.5 12h.01M12 12h.01M15.5 12h.01',
  mail: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5zM3.5 6.5l8.5 6 8.5-6',
  modules: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  contact:
    'M3 5h18v14H3zM9 11.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM5.5 16a3.5 3.5 0 0 1 7 0M15 9h3M15 13h3',
  server: 'M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01',
  pulse: 'M3 12h4l2.5-6 5 12 2.5-6h4',
  gauge: 'M4 16a8 8 0 1 1 16 0M12 16l4-5M4 19h16',
  network:
    'M5 6a2 2 0 1 0 0 .01M5 18a2 2 0 1 0 0 .01M19 12a2 2 0 1 0 0 .01M12 4a2 2 0 1 0 0 .01M12 20a2 2 0 1 0 0 .01M7 6.5l3-1.5M7 17.5l3 1.5M7 6l10.2 5M7 18l10.2-5M14 5l3.4 5.2M14 19l3.4-5.2',
  book: 'M4 5a2 2 0 0 1 2-2h14v15H6a2 2 0 0 0-2 2zM4 20a2 2 0 0 0 2 2h14v-4M8 7h8M8 11h6',
  ledger: 'M4 4h16v16H4zM4 9h16M4 14h16M10 4v16',
  browser: 'M3 5h18v14H3zM3 9h18M6 7h.01M8.5 7h.01',
  phone: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2',
  send: 'M4 12h15M13 6l6 6-6 6',
  play: 'M8 5v14l11-7z',
} as const;

export type GlyphName = keyof typeof shapes;

export function glyph(name: GlyphName, cx: number, cy: number, size: number, cls = 'bl'): string {
  const k = size / 24;
  const x = Number((cx - 12 * k).toFixed(2));
  const y = Number((cy - 12 * k).toFixed(2));
  return (
    `<path class="${cls}" stroke-width="2" transform="translate(${x} ${y}) scale(${Number(k.toFixed(3))})" ` +
    `d="${shapes[name]}"/>`
  );
}
