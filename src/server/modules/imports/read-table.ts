// Reads an uploaded spreadsheet as rows of text cells, streaming, with hard limits (docs/import.md):
// CSV through csv-parse (UTF-8 with or without BOM, or Windows-1254; ';', ',' or tab, detected),
// .xlsx through exceljs' streaming reader after yauzl has checked the sizes the zip's directory
// declares. A file past any limit, or one that is not a readable table, is refused with a Turkish
// message (400/413) before it can take the server's memory.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { fileTooLarge, IMPORT_LIMITS } from '@shared/import';
import { HttpError } from '@server/http/errors';

export type Limits = { readonly [K in keyof typeof IMPORT_LIMITS]: number };

export const NOT_A_TABLE = 'Dosya okunamadı. Lütfen bir CSV (.csv) veya Excel (.xlsx) dosyası seçin.';
export const OLD_EXCEL = "Eski Excel biçimi (.xls) desteklenmiyor. Dosyayı Excel'de .xlsx veya CSV olarak kaydedip tekrar deneyin.";
export const EMPTY_FILE = 'Dosyada başlık satırı bulunamadı.';

const fmt = (n: number) => n.toLocaleString('tr-TR');
export const tooManyRows = (limits: Limits) => `Dosyada en fazla ${fmt(limits.maxRows)} satır olabilir. Dosyayı bölerek içe aktarın.`;
export const tooManyColumns = (limits: Limits) => `Dosyada en fazla ${fmt(limits.maxColumns)} sütun olabilir.`;
export const cellTooLong = (limits: Limits, row: number) =>
  `${fmt(row)}. satırda çok uzun bir hücre var: bir hücre en fazla ${fmt(limits.maxCellLength)} karakter olabilir.`;
export const tooLarge = (limits: Limits) => fileTooLarge(limits.maxBytes);
export const UNZIPS_TOO_LARGE = 'Excel dosyası açıldığında izin verilenden çok büyük; içe aktarılamaz.';

const refuse = (message: string) => new HttpError(400, message);

/** A row of the file and its number as a spreadsheet program shows it (the header is row 1). */
export interface TableRow {
  row: number;
  cells: string[];
}

export interface Table {
  headers: string[];
  /**
   * The data rows (empty rows left out, their numbers kept), read from the file's bytes: every call
   * starts again at the first data row, so a caller can go over a large file twice instead of
   * holding all its rows.
   */
  rows(): AsyncGenerator<TableRow>;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The file's header row and a way to read its data rows; throws HttpError for a file it refuses. */
export async function readTable(bytes: Uint8Array, limits: Limits = IMPORT_LIMITS): Promise<Table> {
  if (bytes.byteLength > limits.maxBytes) throw new HttpError(413, tooLarge(limits));
  if (startsWith(bytes, OLE_MAGIC)) throw refuse(OLD_EXCEL);
  const open = () => checkRows(startsWith(bytes, ZIP_MAGIC) ? xlsxRows(bytes, limits) : csvRows(bytes, limits), limits);
  const head = open();
  let first: IteratorResult<TableRow>;
  try {
    first = await head.next();
  } catch (error) {
    throw asRefusal(error);
  } finally {
    await head.return(undefined);
  }
  if (first.done || first.value.cells.every((c) => c.trim() === '')) throw refuse(EMPTY_FILE);
  const headers = first.value.cells.map((h) => h.trim());
  async function* rows(): AsyncGenerator<TableRow> {
    const checked = open();
    try {
      await checked.next(); // the header row, read above
      for (;;) {
        const next = await checked.next();
        if (next.done) return;
        yield next.value;
      }
    } catch (error) {
      throw asRefusal(error);
    } finally {
      await checked.return(undefined);
    }
  }
  return { headers, rows };
}

function asRefusal(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  // A parser failure on a malformed file is the file's fault, never a server error.
  return refuse(NOT_A_TABLE);
}

/** Limits on every row, whichever reader produced it; the first row read is the header. */
async function* checkRows(source: AsyncGenerator<TableRow>, limits: Limits): AsyncGenerator<TableRow> {
  let index = 0;
  try {
    for await (const read of source) {
      const { cells } = read;
      if (cells.length > limits.maxColumns) throw refuse(tooManyColumns(limits));
      for (const cell of cells) if (cell.length > limits.maxCellLength) throw refuse(cellTooLong(limits, read.row));
      if (index > 0 && cells.every((c) => c.trim() === '')) continue;
      if (index > limits.maxRows) throw refuse(tooManyRows(limits));
      index++;
      yield read;
    }
  } finally {
    await source.return(undefined);
  }
}

// ---------------------------------------------------------------- CSV

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const CHUNK = 64 * 1024;

/** UTF-8 unless the bytes are not valid UTF-8; then Windows-1254 (Turkish Excel's "CSV"). */
function detectEncoding(bytes: Uint8Array): 'utf-8' | 'windows-1254' {
  if (startsWith(bytes, UTF8_BOM)) return 'utf-8';
  const strict = new TextDecoder('utf-8', { fatal: true });
  try {
    for (let i = 0; i < bytes.byteLength; i += CHUNK) strict.decode(bytes.subarray(i, i + CHUNK), { stream: true });
    strict.decode();
    return 'utf-8';
  } catch {
    return 'windows-1254';
  }
}

/** The separator the header line uses most: ';' (Turkish Excel), ',' or tab. */
function detectDelimiter(firstLine: string): string {
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ',';
}

function looksBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, CHUNK);
  let control = 0;
  for (const b of sample) {
    if (b === 0) return true;
    if (b < 0x09 || (b > 0x0d && b < 0x20)) control++;
  }
  return control > sample.byteLength / 100;
}

async function* csvRows(bytes: Uint8Array, limits: Limits): AsyncGenerator<TableRow> {
  if (looksBinary(bytes)) throw refuse(NOT_A_TABLE);
  const encoding = detectEncoding(bytes);
  const decoder = new TextDecoder(encoding, { ignoreBOM: false });
  const head = decoder.decode(bytes.subarray(0, CHUNK), { stream: false });
  const delimiter = detectDelimiter(head.split(/\r?\n/, 1)[0] ?? '');

  function* text(): Generator<string> {
    const streaming = new TextDecoder(encoding);
    for (let i = 0; i < bytes.byteLength; i += CHUNK) yield streaming.decode(bytes.subarray(i, i + CHUNK), { stream: true });
    const rest = streaming.decode();
    if (rest) yield rest;
  }
  const parser = Readable.from(text()).pipe(
    parse({
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      // A record longer than every cell at its limit is refused while it is read, not after.
      max_record_size: limits.maxCellLength * limits.maxColumns + limits.maxColumns,
    }),
  );
  // A spreadsheet program shows each record as one row, an empty line too, however many lines a
  // quoted cell spans: the row is the record's last line less the breaks inside its cells so far.
  let breaksInCells = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      // csv-parse counts a CR and an LF inside a quoted cell as a line each.
      for (const cell of record) breaksInCells += cell.match(/[\r\n]/g)?.length ?? 0;
      yield { row: info.lines - breaksInCells, cells: record };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE')
      throw refuse(cellTooLong(limits, 0).replace(/^0\. satırda/, 'Dosyada'));
    throw error;
  } finally {
    parser.destroy();
  }
}

// ---------------------------------------------------------------- xlsx

const MAX_ZIP_ENTRIES = 10_000;

/** Sums the uncompressed sizes the zip's central directory declares, inflating nothing. */
function declaredUnzippedSize(bytes: Uint8Array): Promise<number> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(refuse(NOT_A_TABLE));
      if (zip.entryCount > MAX_ZIP_ENTRIES) {
        zip.close();
        return reject(refuse(NOT_A_TABLE));
      }
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        zip.readEntry();
      });
      zip.on('end', () => resolve(total));
      zip.on('error', () => reject(refuse(NOT_A_TABLE)));
      zip.readEntry();
    });
  });
}

type CellValue = ExcelJS.CellValue;

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value || 'sharedFormula' in value) {
    // Refused as a formula when the row is checked (fromSpreadsheetText).
    return `=${'formula' in value ? value.formula : value.sharedFormula}`;
  }
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

/**
 * exceljs's streaming reader now and then ends the zip early when a sheet comes before the
 * workbook's own parts, as in a file exceljs wrote (the sheet is set aside, the zip's later
 * entries never arrive, and the sheet then fails on the missing workbook or shared strings): about
 * one read in 100 of the same bytes. A read that fails so is made again, going on after the rows
 * already given; a file that is really unreadable fails every time and is refused.
 */
const XLSX_READS = 4;

async function* xlsxRows(bytes: Uint8Array, limits: Limits): AsyncGenerator<TableRow> {
  if ((await declaredUnzippedSize(bytes)) > limits.maxUnzippedBytes) throw refuse(UNZIPS_TOO_LARGE);
  yield* readAgainOnFailure(() => xlsxRowsOnce(bytes, limits), XLSX_READS);
}

/**
 * The rows of `read()`; when a read fails (not with a refusal: that is the file's answer), up to
 * `reads` reads in all, each going on after the rows the ones before gave.
 */
export async function* readAgainOnFailure<T>(read: () => AsyncGenerator<T>, reads: number): AsyncGenerator<T> {
  let given = 0;
  for (let attempt = 1; ; attempt++) {
    let seen = 0;
    try {
      for await (const row of read()) {
        if (++seen <= given) continue;
        given++;
        yield row;
      }
      return;
    } catch (error) {
      if (error instanceof HttpError || attempt >= reads) throw error;
    }
  }
}

async function* xlsxRowsOnce(bytes: Uint8Array, limits: Limits): AsyncGenerator<TableRow> {
  const input = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    // The first worksheet only.
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = row.values as CellValue[];
        // exceljs numbers columns from 1; index 0 is always empty.
        if (values.length - 1 > limits.maxColumns) throw refuse(tooManyColumns(limits));
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).replace(/\r\n?/g, '\n'));
        yield { row: row.number, cells };
      }
      return;
    }
  } finally {
    input.destroy();
  }
}
