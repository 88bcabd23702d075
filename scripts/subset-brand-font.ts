import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildCore, coreFile, facesCss, facesFile } from './brand-font/subset.ts';

/**
 * Writes the preloaded core of the brand typeface and its @font-face rules (decision 0090):
 * src/client/fonts/inter-core-wght.woff2 and src/client/fonts/inter-faces.css. Both are committed;
 * scripts/subset-brand-font.test.ts fails when they differ from what this script makes, so run it
 * after a locale text gains a character or the Inter package changes.
 */
const core = await buildCore();
mkdirSync(path.dirname(coreFile), { recursive: true });
writeFileSync(coreFile, core.woff2);
writeFileSync(facesFile, await facesCss(core));
const wght = core.axes.find((axis) => axis.tag === 'wght');
console.log(
  `${path.relative(process.cwd(), coreFile)}: ${core.woff2.length} bytes, ${core.codePoints.length} characters, wght ${wght?.min}–${wght?.max}`,
);
