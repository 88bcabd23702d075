/**
 * WOFF 1.0 → the TrueType file it wraps (W3C WOFF §3-5): each table is zlib-compressed unless that
 * would not save space; the sfnt is the same tables behind a rebuilt directory. The PDF library
 * embeds TrueType only, and the site's typeface ships as WOFF (decision 0050).
 */
export async function woffToSfnt(woff: Uint8Array): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < 44 || view.getUint32(0) !== 0x774f4646) {
    throw new Error('not a WOFF 1.0 font');
  }
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const entries = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    return {
      tag: view.getUint32(at),
      offset: view.getUint32(at + 4),
      compLength: view.getUint32(at + 8),
      origLength: view.getUint32(at + 12),
      checksum: view.getUint32(at + 16),
    };
  });
  const tables = await Promise.all(
    entries.map(async (entry) => {
      const stored = woff.subarray(entry.offset, entry.offset + entry.compLength);
      const data = entry.compLength < entry.origLength ? await inflate(stored) : stored;
      if (data.byteLength !== entry.origLength) throw new Error('WOFF table of the wrong length');
      return data;
    }),
  );

  const padded = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + 16 * numTables;
  const out = new Uint8Array(tables.reduce((size, t) => size + padded(t.byteLength), headerSize));
  const sfnt = new DataView(out.buffer);
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  sfnt.setUint32(0, flavor);
  sfnt.setUint16(4, numTables);
  sfnt.setUint16(6, searchRange);
  sfnt.setUint16(8, entrySelector);
  sfnt.setUint16(10, numTables * 16 - searchRange);
  let offset = headerSize;
  entries.forEach((entry, i) => {
    const data = tables[i] ?? new Uint8Array();
    const at = 12 + 16 * i;
    sfnt.setUint32(at, entry.tag);
    sfnt.setUint32(at + 4, entry.checksum);
    sfnt.setUint32(at + 8, offset);
    sfnt.setUint32(at + 12, data.byteLength);
    out.set(data, offset);
    offset += padded(data.byteLength);
  });
  return out;
}

/** zlib inflate with the platform's own decompressor (browsers and Node alike). */
async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const input = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(new Uint8Array(data));
      controller.close();
    },
  });
  const reader = input.pipeThrough(new DecompressionStream('deflate')).getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
