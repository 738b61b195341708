/**
 * Test helper: text to bytes in a legacy encoding (koi8-r, windows-1256, gb18030...). Node has
 * TextDecoder for all of them but TextEncoder only for UTF-8, so the decoder is inverted over the
 * single- and double-byte ranges, which covers the characters tests use.
 */

const tables = new Map<string, Map<string, number[]>>();

function tableFor(encoding: string): Map<string, number[]> {
  const cached = tables.get(encoding);
  if (cached) return cached;
  const decoder = new TextDecoder(encoding, { fatal: true });
  const table = new Map<string, number[]>();
  const learn = (bytes: number[]) => {
    try {
      const char = decoder.decode(new Uint8Array(bytes));
      if ([...char].length === 1 && !table.has(char)) table.set(char, bytes);
    } catch {
      // not a complete character in this encoding
    }
  };
  for (let b = 0x80; b <= 0xff; b++) learn([b]);
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) learn([lead, trail]);
  }
  tables.set(encoding, table);
  return table;
}

export function encodeLegacy(text: string, encoding: string): Uint8Array {
  const table = tableFor(encoding);
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) {
      bytes.push(code);
      continue;
    }
    const encoded = table.get(char);
    if (!encoded) throw new Error(`${char} has no ${encoding} encoding in this helper`);
    bytes.push(...encoded);
  }
  return new Uint8Array(bytes);
}
