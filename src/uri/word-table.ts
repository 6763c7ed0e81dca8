// A table of words (scheme names, query keys, enum values) found where they are written: text[start, end)
// is compared with the few words of its length and first letter, cut out once and compared whole; only a
// text with an uppercase letter, in a table that ignores case, is compared in place, folding as it goes.
// Why not a Map, and why not in place: bench/README.md, "Why the hot path looks as it does".

/** Buckets per length: a character's low five bits, which are the same for both cases of a letter. */
const BUCKETS = 32;

/**
 * Options of `WordTable`.
 * @example
 * const options: WordTableOptions = { ignoreCase: true };
 */
export interface WordTableOptions {
  /**
   * Whether the text may write a word in any case (ASCII letters only). The words themselves must then
   * be lowercase: "Redis" finds "redis", but a word "Redis" is found by nothing.
   */
  readonly ignoreCase?: boolean;
}

/**
 * Words, each with a value, found in place in a text.
 * @example
 * const table = new WordTable([["redis", 1], ["rediss", 2]], { ignoreCase: true });
 * table.find("REDISS://h", 0, 6); // 2
 * table.find("redis://h", 0, 4); // undefined: "redi" is no word of the table
 */
export class WordTable<T> {
  readonly #words: readonly string[];
  readonly #values: readonly T[];
  // The words in slot order: #slotWords[p] is #words[#order[p]].
  readonly #slotWords: readonly string[];
  // The slot of a word is `length * BUCKETS + (first & 31)`; the words of slot s are the indexes
  // #order[#starts[s]] .. #order[#starts[s + 1] - 1]. Typed arrays, which optimized code reads directly.
  readonly #starts: Int32Array;
  readonly #order: Int32Array;
  // The characters of the word at #order[p] are #codes[#codeStarts[p] ..], for the folding comparison
  // (a typed array: bench/README.md, "Why the hot path looks as it does").
  readonly #codes: Uint16Array;
  readonly #codeStarts: Int32Array;
  readonly #longest: number;
  readonly #ignoreCase: boolean;

  /**
   * @throws Error when two entries have the same word, or with `ignoreCase` a word has an uppercase ASCII
   * letter (nothing would ever find it)
   */
  constructor(entries: Iterable<readonly [string, T]>, options: WordTableOptions = {}) {
    const ignoreCase = options.ignoreCase === true;
    const words: string[] = [];
    const values: T[] = [];
    for (const [word, value] of entries) {
      if (words.includes(word)) throw new Error(`WordTable: the word '${word}' is given twice`);
      if (ignoreCase && hasUppercase(word)) {
        throw new Error(`WordTable: with ignoreCase the words are lowercase, and '${word}' is not`);
      }
      words.push(word);
      values.push(value);
    }
    const longest = words.reduce((max, word) => Math.max(max, word.length), 0);
    const slots = (longest + 1) * BUCKETS;
    const order = words.map((_, k) => k).sort((a, b) => slotOf(words[a]!) - slotOf(words[b]!));
    const starts = new Int32Array(slots + 1);
    for (const word of words) starts[slotOf(word) + 1]!++;
    for (let s = 0; s < slots; s++) starts[s + 1]! += starts[s]!;
    this.#words = Object.freeze(words);
    // Not frozen: nothing outside can reach it (bench/README.md, "Why the hot path looks as it does").
    this.#values = values;
    this.#starts = starts;
    this.#order = Int32Array.from(order);
    // Not frozen, for the reason #values is not.
    this.#slotWords = order.map((k) => words[k]!);
    const codeStarts = new Int32Array(order.length);
    const codes = new Uint16Array(words.reduce((sum, word) => sum + word.length, 0));
    let at = 0;
    for (let p = 0; p < order.length; p++) {
      const word = words[order[p]!]!;
      codeStarts[p] = at;
      for (let i = 0; i < word.length; i++) codes[at++] = word.charCodeAt(i);
    }
    this.#codes = codes;
    this.#codeStarts = codeStarts;
    this.#longest = longest;
    this.#ignoreCase = ignoreCase;
    Object.freeze(this);
  }

  /** Every word, in the order given. */
  get words(): readonly string[] {
    return this.#words;
  }

  /** The value of the word written at text[start, end), or undefined when it is no word of the table. */
  find(text: string, start: number, end: number): T | undefined {
    const k = this.indexOf(text, start, end);
    return k < 0 ? undefined : this.#values[k];
  }

  /** The index in `words` of the word written at text[start, end), or -1. */
  indexOf(text: string, start: number, end: number): number {
    const length = end - start;
    if (length <= 0 || length > this.#longest) return -1;
    const slot = length * BUCKETS + (text.charCodeAt(start) & (BUCKETS - 1));
    const first = this.#starts[slot]!;
    const last = this.#starts[slot + 1]!;
    if (first === last) return -1;
    const written = text.slice(start, end);
    const slotWords = this.#slotWords;
    for (let p = first; p < last; p++) if (slotWords[p] === written) return this.#order[p]!;
    return this.#ignoreCase ? this.#foldedIndexOf(text, start, end, first, last) : -1;
  }

  /**
   * `indexOf` for a text that is none of the words as written: compared with the words of slots
   * [first, last) in place, its ASCII uppercase letters folded (the words are lowercase).
   */
  #foldedIndexOf(text: string, start: number, end: number, first: number, last: number): number {
    const codes = this.#codes;
    const codeStarts = this.#codeStarts;
    for (let p = first; p < last; p++) {
      const base = codeStarts[p]! - start;
      let i = start;
      while (i < end) {
        const c = text.charCodeAt(i);
        if ((c >= 65 && c <= 90 ? c + 32 : c) !== codes[base + i]) break;
        i++;
      }
      if (i === end) return this.#order[p]!;
    }
    return -1;
  }
}

/** Whether a word has an uppercase ASCII letter. */
function hasUppercase(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c >= 65 && c <= 90) return true;
  }
  return false;
}

/** The slot of a word: what `indexOf` computes from the text. */
function slotOf(word: string): number {
  return word.length * BUCKETS + (word.charCodeAt(0) & (BUCKETS - 1));
}
