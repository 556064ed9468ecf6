// Spreadsheet files made in the tests: .xlsx through exceljs (the reader the server uses), CSV in
// UTF-8 or Windows-1254 (Turkish Excel's "CSV (noktalı virgülle ayrılmış)"), and a zip bomb.
import { createDeflateRaw, crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';

export type Cell = string | number | null | { formula: string; result?: string | number };

export async function xlsxBytes(rows: readonly (readonly Cell[])[], sheetName = 'Sayfa1'): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow([...row]);
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

const CP1254: Record<string, number> = {
  ı: 0xfd,
  İ: 0xdd,
  ş: 0xfe,
  Ş: 0xde,
  ğ: 0xf0,
  Ğ: 0xd0,
  ü: 0xfc,
  Ü: 0xdc,
  ö: 0xf6,
  Ö: 0xd6,
  ç: 0xe7,
  Ç: 0xc7,
};

/** Text as Windows-1254 bytes (ASCII and the Turkish letters). */
export function windows1254(text: string): Uint8Array {
  const out: number[] = [];
  for (const ch of text) {
    const code = CP1254[ch] ?? ch.charCodeAt(0);
    if (code > 0xff) throw new Error(`Windows-1254 dışı karakter: ${ch}`);
    out.push(code);
  }
  return new Uint8Array(out);
}

export function utf8(text: string, bom = false): Uint8Array {
  return new TextEncoder().encode(bom ? `\uFEFF${text}` : text);
}

/** Rows as a CSV text with the given separator, every cell quoted, CRLF line ends. */
export function csvText(rows: readonly (readonly string[])[], separator = ';'): string {
  return rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(separator)).join('\r\n') + '\r\n';
}

async function deflateZeros(size: number): Promise<{ data: Buffer; crc: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const block = Buffer.alloc(1024 * 1024);
  let crc = 0;
  for (let left = size; left > 0; left -= block.length) {
    const piece = left >= block.length ? block : block.subarray(0, left);
    crc = crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(chunks), crc };
}

/**
 * A small .xlsx-looking zip whose worksheet inflates to `size` bytes of zeros: a zip bomb. The
 * sizes in its headers are true, so the server must refuse it by what they declare.
 */
export async function zipBomb(size: number): Promise<Uint8Array> {
  const entries = [
    { name: '[Content_Types].xml', body: Buffer.from('<?xml version="1.0"?><Types/>'), zeros: 0 },
    { name: 'xl/worksheets/sheet1.xml', body: null, zeros: size },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const { data, crc } = entry.body ? { data: entry.body, crc: crc32(entry.body) } : await deflateZeros(entry.zeros);
    const method = entry.body ? 0 : 8;
    const uncompressed = entry.body ? entry.body.length : entry.zeros;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(uncompressed, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(uncompressed, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
