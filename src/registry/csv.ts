// A CSV reader for registry data files (RFC 4180): quoted fields, doubled quotes, line breaks inside
// quoted fields, CRLF or LF records. No Node built-ins, no regular expressions over the input.

import { DburiError } from "../uri/index.js";

/** One CSV record: its fields and the offset in the text where it starts. */
export interface CsvRecord {
  readonly fields: readonly string[];
  /** Offset of the record's first character in the text. */
  readonly index: number;
}

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

/**
 * Reads CSV text into records (RFC 4180 §2). A quoted field may hold commas, `""` for a quote, and line
 * breaks, which are kept as written. Unlike RFC 4180, a bare LF also ends a record, and a final empty line
 * is not a record.
 * @throws DburiError `invalid-csv` for an unterminated quoted field or text after a closing quote
 * @example
 * parseCsv('a,"b ""c""",d\r\n').map((r) => r.fields); // [["a", 'b "c"', "d"]]
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let recordStart = 0;
  let i = 0;
  const n = text.length;
  if (n === 0) return records;
  for (;;) {
    let value: string;
    if (text.charCodeAt(i) === QUOTE) {
      const open = i;
      let out = "";
      let from = ++i;
      for (;;) {
        if (i >= n) {
          throw new DburiError({
            code: "invalid-csv",
            reason: "a quoted field is not closed",
            fix: 'end the field with a \'"\', and write a quote inside it as ""',
            index: open,
          });
        }
        if (text.charCodeAt(i) === QUOTE) {
          if (text.charCodeAt(i + 1) === QUOTE) {
            out += text.slice(from, i + 1);
            i += 2;
            from = i;
            continue;
          }
          out += text.slice(from, i);
          i++;
          break;
        }
        i++;
      }
      const next = text.charCodeAt(i);
      if (i < n && next !== COMMA && next !== CR && next !== LF) {
        throw new DburiError({
          code: "invalid-csv",
          reason: "text follows a closing quote inside a field",
          fix: 'quote the whole field, and write a quote inside it as ""',
          index: i,
        });
      }
      value = out;
    } else {
      const start = i;
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c === COMMA || c === CR || c === LF) break;
        i++;
      }
      value = text.slice(start, i);
    }
    fields.push(value);
    if (i < n && text.charCodeAt(i) === COMMA) {
      i++;
      continue;
    }
    // End of record: CRLF, LF, a lone CR, or the end of the text.
    records.push({ fields, index: recordStart });
    if (i < n && text.charCodeAt(i) === CR) i++;
    if (i < n && text.charCodeAt(i) === LF) i++;
    if (i >= n) break;
    fields = [];
    recordStart = i;
  }
  return records;
}
