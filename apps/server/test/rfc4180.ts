/**
 * A strict RFC 4180 reader for tests: records end with CRLF (the last one too), a field holding a
 * comma, a quote, CR or LF must be quoted, and a quote inside a quoted field is doubled. Anything
 * else throws, saying where, so a test fails on output a lenient reader would accept.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`CSV: ${why} at offset ${i}: ${JSON.stringify(text.slice(Math.max(0, i - 20), i + 20))}`);
  };
  while (i < text.length) {
    let field = "";
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) fail("unterminated quoted field");
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
          } else {
            i++;
            break;
          }
        } else {
          field += text[i];
          i++;
        }
      }
    } else {
      while (i < text.length && text[i] !== "," && text[i] !== "\r") {
        if (text[i] === '"' || text[i] === "\n") fail(`unquoted field holds ${JSON.stringify(text[i])}`);
        field += text[i];
        i++;
      }
    }
    record.push(field);
    if (text[i] === ",") {
      i++;
      if (i >= text.length) fail("record ends with a comma");
    } else if (text.startsWith("\r\n", i)) {
      i += 2;
      records.push(record);
      record = [];
    } else if (i >= text.length) {
      fail("last record not ended by CRLF");
    } else {
      fail("expected a comma or CRLF");
    }
  }
  if (record.length) fail("incomplete record");
  return records;
}
