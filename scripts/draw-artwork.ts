import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { drawings } from './artwork/drawings.ts';
import { svgDocument } from './artwork/primitives.ts';

/**
 * Writes the site's artwork to public/art/ (decision 0041). The files are committed; a unit test
 * fails when they differ from what this script draws, so run it after changing a drawing.
 */
const directory = path.resolve('public/art');
mkdirSync(directory, { recursive: true });
for (const [file, draw] of Object.entries(drawings)) {
  const svg = svgDocument(draw());
  writeFileSync(path.join(directory, file), svg);
  console.log(`${file}: ${Buffer.byteLength(svg)} bytes`);
}
