import { PassThrough } from "node:stream";
import type { ListedStatement } from "@communique/store";
import ExcelJS from "exceljs";
import { stripNonXmlChars } from "./atom-feed";
import { CSV_COLUMNS, csvValues } from "./export-formats";

/**
 * The search export as an Excel workbook (.xlsx), written by exceljs's streaming writer: each row
 * is committed as it comes and the zip is written out as it grows, so memory stays flat however
 * many statements the export holds. One sheet, the CSV's columns, a header row; every cell is
 * text (dates too: a date may be a year or a month, written as the CSV writes it), so nothing
 * is run as a formula and nothing needs the CSV's `'` prefix.
 */

/** The most characters (UTF-16 code units) Excel holds in a cell; it cuts longer ones when it opens a file. */
export const EXCEL_CELL_LIMIT = 32_767;

/** The note that ends a cell cut to Excel's limit: what was left out, and where the whole text is. */
export function cutNotice(left: number, id: string): string {
  return ` […] [Cut: ${left.toLocaleString("en-US")} characters left out; Excel holds at most ${EXCEL_CELL_LIMIT.toLocaleString("en-US")} in a cell. The whole text of statement ${id} is in export.json and on its page.]`;
}

/**
 * A cell's text as Excel can hold it: characters XML forbids dropped (as the Atom feed does),
 * line ends as LF,
 * and a text longer than Excel's limit cut, with a notice in the cell that says so, never
 * silently. The cut does not split a surrogate pair.
 */
export function xlsxCell(value: string, id: string): { text: string; left: number } {
  // XML reads CR and CRLF as LF, and LF is how Excel breaks a line in a cell: written so.
  const text = stripNonXmlChars(value).replace(/\r\n?/g, "\n");
  if (text.length <= EXCEL_CELL_LIMIT) return { text, left: 0 };
  // The notice's own length depends on the number it states; its longest form is budgeted.
  let keep = EXCEL_CELL_LIMIT - cutNotice(text.length, id).length;
  if (/[\uD800-\uDBFF]/.test(text[keep - 1] ?? "")) keep--;
  const left = text.length - keep;
  return { text: text.slice(0, keep) + cutNotice(left, id), left };
}

/** The sheet's columns: the CSV's, then one that names the cells cut to Excel's limit. */
export const XLSX_COLUMNS = [...CSV_COLUMNS, "cut"] as const;

/** Bytes of rows waiting for the zip, at most, before the export waits for it. */
export const BACKLOG_LIMIT = 4 * 1024 * 1024;

/** What a writable holds unwritten (archiver's streams are readable-stream's, without writableLength). */
function backlog(stream: import("node:stream").Writable): number {
  return (
    stream.writableLength ??
    (stream as unknown as { _writableState?: { length?: number } })._writableState?.length ??
    0
  );
}

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export class XlsxExportWriter {
  private readonly output = new PassThrough();
  private readonly chunks: Buffer[] = [];
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;
  private failure: unknown;

  constructor() {
    this.output.on("data", (chunk: Buffer) => this.chunks.push(chunk));
    this.output.on("error", (error) => {
      this.failure = error;
    });
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: this.output,
      useSharedStrings: false,
      useStyles: false,
    });
    this.sheet = this.workbook.addWorksheet("Statements");
    this.sheet.addRow([...XLSX_COLUMNS]).commit();
  }

  /** Adds a statement's row; gives the characters written, to know when to send a chunk. */
  write(s: ListedStatement): number {
    const cut: string[] = [];
    let chars = 0;
    const cells = csvValues(s).map((value, i) => {
      const { text, left } = xlsxCell(value, s.id);
      if (left > 0) cut.push(`${CSV_COLUMNS[i]}: ${left} characters left out`);
      chars += text.length;
      return text;
    });
    this.sheet.addRow([...cells, cut.join("; ")]).commit();
    return chars;
  }

  /**
   * The bytes the zip has written so far, once it has had a turn to compress what it was given,
   * and once the sheet's rows waiting for the zip are under BACKLOG_LIMIT. exceljs writes a
   * committed row into the zip's input without waiting for it (its StreamBuf ignores the
   * stream's backpressure), so rows made faster than they were compressed piled up there: an
   * export of 100,000 statements took the server from 380 to 790 MB.
   */
  async take(): Promise<Uint8Array> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    const input = this.zipInput();
    while (input && this.waitingForZip() > BACKLOG_LIMIT && !this.failure && !input.destroyed)
      await new Promise<void>((resolve) => {
        input.once("drain", resolve);
        input.once("close", resolve);
      });
    if (this.failure) throw this.failure;
    return this.drain();
  }

  /** Bytes of committed rows the zip has not read yet. */
  waitingForZip(): number {
    const input = this.zipInput();
    return input ? backlog(input) : 0;
  }

  /** The stream the zip reads the sheet from (exceljs's own field: none before the first row). */
  private zipInput(): import("node:stream").Writable | undefined {
    const stream = (this.sheet as unknown as { _stream?: { pipes?: import("node:stream").Writable[] } })
      ._stream;
    return stream?.pipes?.[0];
  }

  /** Ends the sheet and the workbook: the rest of the bytes. */
  async end(): Promise<Uint8Array> {
    this.sheet.commit();
    const ended = new Promise<void>((resolve, reject) => {
      this.output.on("end", resolve);
      this.output.on("error", reject);
    });
    await this.workbook.commit();
    await ended;
    return this.drain();
  }

  /** Stops: the client has gone or the export failed. */
  abort(): void {
    this.output.destroy();
    this.chunks.length = 0;
  }

  private drain(): Uint8Array {
    const bytes = Buffer.concat(this.chunks);
    this.chunks.length = 0;
    return bytes;
  }
}
