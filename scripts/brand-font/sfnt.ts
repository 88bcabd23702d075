/**
 * Just enough of an SFNT (TrueType/OpenType) reader to check what a subset holds: the characters
 * its `cmap` maps to a glyph and the range of its variation axes (`fvar`). The font is read as
 * written, so the CSS made from it can only name characters the file really draws.
 */

function tableOffsets(sfnt: Uint8Array): Map<string, number> {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const out = new Map<string, number>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const at = 12 + 16 * i;
    out.set(String.fromCharCode(...sfnt.subarray(at, at + 4)), view.getUint32(at + 8));
  }
  return out;
}

function table(sfnt: Uint8Array, tag: string): DataView {
  const offset = tableOffsets(sfnt).get(tag);
  if (offset === undefined) throw new Error(`no '${tag}' table`);
  return new DataView(sfnt.buffer, sfnt.byteOffset + offset);
}

/** Every code point the font's Unicode BMP cmap (platform 3, encoding 1, format 4) maps to a glyph. */
export function mappedCodePoints(sfnt: Uint8Array): number[] {
  const cmap = table(sfnt, 'cmap');
  let subtable: DataView | undefined;
  for (let i = 0; i < cmap.getUint16(2); i++) {
    const at = 4 + 8 * i;
    if (cmap.getUint16(at) === 3 && cmap.getUint16(at + 2) === 1) {
      subtable = new DataView(cmap.buffer, cmap.byteOffset + cmap.getUint32(at + 4));
    }
  }
  if (!subtable || subtable.getUint16(0) !== 4) throw new Error('no format 4 Unicode cmap');
  const segments = subtable.getUint16(6) / 2;
  const ends = 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  const out: number[] = [];
  for (let s = 0; s < segments; s++) {
    const end = subtable.getUint16(ends + 2 * s);
    const start = subtable.getUint16(starts + 2 * s);
    const delta = subtable.getUint16(deltas + 2 * s);
    const rangeOffset = subtable.getUint16(rangeOffsets + 2 * s);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const at = rangeOffsets + 2 * s + rangeOffset + 2 * (code - start);
        const raw = subtable.getUint16(at);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) out.push(code);
    }
  }
  return out;
}

export interface Axis {
  tag: string;
  min: number;
  default: number;
  max: number;
}

/** The variation axes (`fvar`) of a variable font. */
export function variationAxes(sfnt: Uint8Array): Axis[] {
  const fvar = table(sfnt, 'fvar');
  const first = fvar.getUint16(4);
  const count = fvar.getUint16(8);
  const size = fvar.getUint16(10);
  const fixed = (at: number) => fvar.getInt32(at) / 65536;
  return Array.from({ length: count }, (_, i) => {
    const at = first + size * i;
    const tag = String.fromCharCode(...[0, 1, 2, 3].map((k) => fvar.getUint8(at + k)));
    return { tag, min: fixed(at + 4), default: fixed(at + 8), max: fixed(at + 12) };
  });
}
