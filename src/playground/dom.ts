// Building the page's elements. Every text the page shows goes in as a text node (never as markup), so
// that a connection string cannot inject anything into the page.

/** A child of an element: a node, a text, or nothing. */
export type Child = Node | string | null | undefined | false;

/** An element with attributes and children (texts become text nodes). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Readonly<Record<string, string>> = {},
  ...children: readonly Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

/** The element with this id, which the page's HTML holds. */
export function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`the page has no #${id}`);
  return element as T;
}

/** A value as the page shows it: absent (null) and empty ("") told apart, and anything else as code. */
export function valueNode(value: unknown): Node {
  if (value === null || value === undefined) return el("span", { class: "absent" }, "absent");
  if (value === "") return el("span", { class: "empty" }, 'empty ("")');
  if (typeof value === "string") return el("code", {}, value);
  return el("code", {}, JSON.stringify(value));
}

/** A two-column table of name and value rows, with a caption for screen readers. */
export function rowsTable(caption: string, rows: readonly (readonly [string, Node | string])[]): HTMLElement {
  return el(
    "table",
    { class: "rows" },
    el("caption", { class: "visually-hidden" }, caption),
    el(
      "tbody",
      {},
      ...rows.map(([name, value]) => el("tr", {}, el("th", { scope: "row" }, name), el("td", {}, value))),
    ),
  );
}

/** A table with a header row. */
export function gridTable(
  caption: string,
  head: readonly string[],
  rows: readonly (readonly (Node | string)[])[],
): HTMLElement {
  return el(
    "div",
    { class: "table-scroll" },
    el(
      "table",
      { class: "grid" },
      el("caption", { class: "visually-hidden" }, caption),
      el("thead", {}, el("tr", {}, ...head.map((h) => el("th", { scope: "col" }, h)))),
      el("tbody", {}, ...rows.map((row) => el("tr", {}, ...row.map((cell) => el("td", {}, cell))))),
    ),
  );
}
