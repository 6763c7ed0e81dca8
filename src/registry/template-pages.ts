// Page breaks of a template embedded in an RFC or an Internet-Draft (RFC 7322 §4.1: a footer line, a form
// feed, the next page's header line): they belong to the document, not to the field they interrupt.

import { type Line, measure } from "./template-text.js";

// "Thaler, et al.            Best Current Practice                [Page 14]", starting at column 0.
const FOOTER = /^\S.*\[Page \d+\]\s*$/;
// "RFC 7595                  URI Scheme Guidelines                June 2015", or an Internet-Draft's.
const HEADER =
  /^(?:RFC \d+|Internet-Draft)\s.*\b(?:January|February|March|April|May|June|July|August|September|October|November|December)(?: \d{1,2},)? \d{4}\s*$/;
const FORM_FEED = "\f";
// RFC 7322 §3 (and RFC 2223 before it): a line of an RFC holds at most 72 characters. A longer line is no
// footer or header, and the patterns above, which backtrack, are never run on one.
const MAX_PAGE_LINE = 100;

/** Whether `pattern` matches `text`, a line no longer than an RFC's lines can be. */
function isPageLine(pattern: RegExp, text: string): boolean {
  return text.length <= MAX_PAGE_LINE && pattern.test(text);
}

function onlyFormFeeds(line: Line): boolean {
  return line.text.includes(FORM_FEED) && line.text.replaceAll(FORM_FEED, "").trim() === "";
}

/** The line without its leading form feeds; offsets keep pointing into the original text. */
function withoutFormFeeds(line: Line): Line {
  const skip = line.text.length - line.text.replace(/^\f+/, "").length;
  if (skip === 0) return line;
  const text = line.text.slice(skip);
  const { indent, start } = measure(text);
  return { ...line, text, index: line.index + skip, indent, start, blank: start === text.length };
}

/** How many lines from `at` form a page break (footer, form feeds, header), or 0 when none starts there. */
function breakLength(lines: readonly Line[], at: number): number {
  let i = at;
  const footer = isPageLine(FOOTER, lines[i]!.text);
  if (footer) i++;
  const formFeeds = i;
  while (i < lines.length && onlyFormFeeds(lines[i]!)) i++;
  const fed = i > formFeeds || (i < lines.length && lines[i]!.text.startsWith(FORM_FEED));
  // A header is only taken for one after a footer or a form feed: elsewhere "RFC 4395 ... February 2006"
  // can be a citation.
  if ((footer || fed) && i < lines.length && isPageLine(HEADER, withoutFormFeeds(lines[i]!).text)) i++;
  return i - at;
}

/**
 * The lines of a text without the page breaks of an RFC or Internet-Draft: footer lines ("... [Page 14]"),
 * form feeds, header lines ("RFC 7595 ... June 2015") and the blank lines around them. A field value cut by
 * a page break reads as one: the break leaves a blank line only where the text before it ended a sentence
 * or a label ('.' or ':'), which is where a paragraph or a field most likely ended. Lines keep their
 * offsets; text without page breaks comes back unchanged.
 * @example
 * import { splitLines } from "./template-text.js";
 *
 * const lines = splitLines("A: one\n\nThaler, et al.   BCP   [Page 1]\n\f\nRFC 7595   Guidelines   June 2015\n\n   two\n");
 * withoutPageBreaks(lines).map((line) => line.text); // ["A: one", "   two", ""]
 */
export function withoutPageBreaks(lines: readonly Line[]): Line[] {
  const kept: Line[] = [];
  for (let i = 0; i < lines.length; ) {
    const length = breakLength(lines, i);
    if (length === 0) {
      kept.push(withoutFormFeeds(lines[i]!));
      i++;
      continue;
    }
    const blanks: Line[] = [];
    while (kept.length > 0 && kept[kept.length - 1]!.blank) blanks.push(kept.pop()!);
    blanks.reverse();
    i += length;
    while (i < lines.length && lines[i]!.blank) blanks.push(lines[i++]!);
    const before = kept[kept.length - 1]?.text.trimEnd() ?? "";
    if (before.endsWith(".") || before.endsWith(":"))
      kept.push(blanks[0] ?? { ...lines[i - 1]!, text: "", indent: 0, start: 0, blank: true });
  }
  return kept;
}
