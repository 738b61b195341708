/** A record of a CSV file: its fields, the line it starts on (1-based), and why it cannot be read, if so. */
export interface CsvRecord {
  line: number;
  fields: string[];
  error?: string;
}

/**
 * The records of a CSV text as RFC 4180 defines them: fields separated by `delimiter`, records by
 * CRLF, LF or CR; a field in double quotes may hold delimiters, line breaks and doubled quotes
 * (`""`). Lenient where nothing is ambiguous: a quote inside an unquoted field is kept as text.
 * A record with text after a closing quote gets an `error` (it is not read); a quoted field never
 * closed makes the last record, with an `error`, since everything after its quote is in doubt.
 */
export function readCsvRecords(text: string, delimiter = ","): CsvRecord[] {
  const records: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const record: CsvRecord = { line, fields: [] };
    records.push(record);
    let field = "";
    let quoted = false;
    let fieldStart = true;
    let done = false;
    while (!done) {
      if (i >= n) {
        if (quoted) {
          record.error = `the quoted field ${record.fields.length + 1} opened on this line is never closed`;
        }
        record.fields.push(field);
        break;
      }
      const c = text[i]!;
      if (quoted) {
        if (c === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
          } else {
            quoted = false;
            i++;
            const next = text[i];
            if (next !== undefined && next !== delimiter && next !== "\n" && next !== "\r")
              record.error ??= `text after the closing quote of field ${record.fields.length + 1}`;
          }
          continue;
        }
        if (c === "\n" || (c === "\r" && text[i + 1] !== "\n")) line++;
        field += c;
        i++;
        continue;
      }
      if (c === '"' && fieldStart) {
        quoted = true;
        fieldStart = false;
        i++;
        continue;
      }
      if (c === delimiter) {
        record.fields.push(field);
        field = "";
        fieldStart = true;
        i++;
        continue;
      }
      if (c === "\n" || c === "\r") {
        record.fields.push(field);
        i += c === "\r" && text[i + 1] === "\n" ? 2 : 1;
        line++;
        done = true;
        continue;
      }
      field += c;
      fieldStart = false;
      i++;
    }
  }
  return records;
}

/** The delimiter a header line uses: comma (RFC 4180), semicolon (spreadsheets in many locales) or tab. */
export function guessDelimiter(headerLine: string): string {
  const counts = [",", ";", "\t"].map((d) => ({ d, count: headerLine.split(d).length - 1 }));
  const best = counts.reduce((a, b) => (b.count > a.count ? b : a));
  return best.count > 0 ? best.d : ",";
}
