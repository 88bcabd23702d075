// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff.ts';

const file = (weight: number) =>
  new Uint8Array(
    readFileSync(`node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
  );

function tables(sfnt: Uint8Array): Map<string, { offset: number; length: number }> {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const out = new Map<string, { offset: number; length: number }>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const at = 12 + 16 * i;
    const tag = String.fromCharCode(...sfnt.subarray(at, at + 4));
    out.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  return out;
}

describe('woffToSfnt', () => {
  it.each([400, 700])('unwraps Inter %d into a TrueType file with its tables', async (weight) => {
    const woff = file(weight);
    const sfnt = await woffToSfnt(woff);
    const view = new DataView(sfnt.buffer);
    expect(view.getUint32(0)).toBe(0x00010000);
    // WOFF header: totalSfntSize (offset 16) is the size of the original font.
    expect(sfnt.byteLength).toBe(new DataView(woff.buffer, woff.byteOffset).getUint32(16));
    const found = tables(sfnt);
    for (const tag of ['cmap', 'glyf', 'head', 'hmtx', 'loca', 'name', 'post']) {
      expect(found.has(tag), tag).toBe(true);
    }
    // 'head' holds its magic number 0x5F0F3CF5 at byte 12: the table was inflated intact.
    const head = found.get('head');
    expect(head && view.getUint32(head.offset + 12)).toBe(0x5f0f3cf5);
    for (const { offset } of found.values()) expect(offset % 4).toBe(0);
  });

  it.each([
    ['not a font', new Uint8Array(64)],
    ['too short', new Uint8Array([0x77, 0x4f, 0x46, 0x46])],
  ])('refuses %s', async (_, bytes) => {
    await expect(woffToSfnt(bytes)).rejects.toThrow('not a WOFF 1.0 font');
  });
});
