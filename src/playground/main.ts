// The playground page: a connection string read as you type, and everything dburi says of it. The page
// formats what the library returns (src/core.ts, the browser entry) and decides nothing itself: the
// components' spans, the interpretation, the errors with their carets and fixes, the repaired string,
// every conversion with the fate of each parameter, and redaction all come from the library.
// Secrets: until the reader asks to reveal them, only redacted text is put into the page, so the password
// is never in the document (not merely hidden); the share link carries the input redacted.

import {
  type AnyTarget,
  CONVERSIONS,
  type ConvertTo,
  componentSpans,
  convert,
  DburiError,
  detectFormat,
  type Finding,
  readConnectionString,
  redact,
  redactedIndex,
  redactedView,
  redactUri,
  registry,
  repairUri,
  revealedConfig,
  schemeOf,
  TARGET_FIELDS,
  tryParseUri,
  type Uri,
} from "../core.js";
import { byId, type Child, el, gridTable, rowsTable, valueNode } from "./dom.js";

const input = byId<HTMLTextAreaElement>("input");
const reveal = byId<HTMLInputElement>("reveal");
const examples = byId<HTMLSelectElement>("examples");
const share = byId<HTMLInputElement>("share");
const shareNote = byId<HTMLElement>("share-note");
const status = byId<HTMLElement>("status");
const results = byId<HTMLElement>("results");

/** Strings to try, one of each kind dburi reads. */
const EXAMPLES: readonly (readonly [string, string])[] = [
  [
    "PostgreSQL, two hosts, TLS verified",
    "postgresql://app:s3cret@db-1.example.com,db-2.example.com:5433/shop?sslmode=verify-full&application_name=web&connect_timeout=10",
  ],
  ["Redis over TLS, database 2", "rediss://:s3cret@cache.example.com:6380/2?client_name=web"],
  ["RabbitMQ over TLS, vhost /", "amqps://app:s3cret@rabbit.example.com/%2f?heartbeat=30"],
  ["db: URI (MySQL)", "db:mysql://app:s3cret@db.example.com/shop?ssl-mode=REQUIRED"],
  [
    "libpq key/value string",
    "host=db.example.com port=5433 dbname=shop user=app password=s3cret sslmode=require",
  ],
  ["JDBC URL", "jdbc:postgresql://db.example.com:5432/shop?user=app&password=s3cret&ssl=true"],
  ["Invalid: raw # in the password", "postgresql://app:pa#ss@db.example.com/shop"],
  ["Invalid: port out of range", "redis://cache.example.com:99999/0"],
];

/** What a driver config prints for a file a URI names: its contents, read when the driver connects. */
const placeholder = (path: string) => `<contents of ${path}>`;

/** The input as the page shows it: redacted (as `dburi` shows it) unless revealed. */
function shownText(text: string, revealed: boolean): string {
  return revealed ? text : redactUri(text);
}

/** Parses a URI as its scheme's definition says (`;` separates parameters in db: URIs, and so on). */
function parsedUri(text: string): Uri | DburiError {
  const written = schemeOf(text);
  const parsed = tryParseUri(text, written === null ? undefined : registry.get(written)?.parseOptions);
  return parsed.ok ? parsed.value : parsed.error;
}

// ---------------------------------------------------------------------------------------------------
// Components

function componentsPanel(uriText: string | null, format: string, revealed: boolean): Child[] {
  if (uriText === null) {
    return [el("p", { class: "help" }, `The ${format} string could not be read: see the error below.`)];
  }
  const parsed = parsedUri(uriText);
  const note =
    format === "uri"
      ? null
      : el(
          "p",
          { class: "note" },
          `Read as a ${format} string: these are the components of the URI that says the same.`,
        );
  if (parsed instanceof DburiError) {
    return [note, el("p", { class: "help" }, "The URI does not parse: see the error below.")];
  }
  const shown = revealed ? parsed : parsed.redacted();
  const text = revealed ? parsed.href : String(parsed);
  // The diagram: the text, then a line per component with ^ under its span (as `dburi parse --diagram`).
  const lines: Node[] = [el("span", { class: "diagram-text" }, text), document.createTextNode("\n")];
  for (const [name, from, to] of componentSpans(parsed, { redacted: !revealed })) {
    lines.push(
      el(
        "span",
        {
          class: `span span-${name.replace(" ", "-")}`,
          "data-component": name,
          "data-from": String(from),
          "data-to": String(to),
        },
        `${" ".repeat(from)}${"^".repeat(to - from)} ${name}`,
      ),
      document.createTextNode("\n"),
    );
  }
  const hosts = shown.authority === null ? [] : shown.hosts;
  const rows: [string, Node | string][] = [
    ["scheme", valueNode(shown.scheme)],
    ["userinfo", valueNode(shown.userinfo)],
    ["username", valueNode(shown.username)],
    ["password", valueNode(shown.password)],
    [
      hosts.length > 1 ? "hosts" : "host",
      hosts.length > 1
        ? el("code", {}, hosts.map((h) => `${h.rawHost}${h.port === null ? "" : `:${h.port}`}`).join(", "))
        : valueNode(shown.host),
    ],
    ["host type", valueNode(shown.hostType)],
    ["port", valueNode(shown.port)],
    ["path", valueNode(shown.path)],
    ["query", valueNode(shown.query)],
    ["fragment", valueNode(shown.fragment)],
  ];
  for (const [key, value] of shown.params) rows.push([`parameter ${key}`, valueNode(value)]);
  return [
    note,
    el(
      "pre",
      { class: "diagram", tabindex: "0", "aria-label": "Each component's span under the connection string" },
      ...lines,
    ),
    rowsTable("Components", rows),
  ];
}

// ---------------------------------------------------------------------------------------------------
// Interpretation

/**
 * A target's fields as they may be shown: its redacted view (`redactedView`, what `toJSON` gives), or with reveal each of the same
 * fields as the target holds it.
 */
function targetView(target: AnyTarget, revealed: boolean): Record<string, unknown> {
  const redacted = redactedView(target);
  if (!revealed) return redacted;
  const fields = target as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(redacted).map((key) => [key, key === "uri" ? target.uri.href : fields[key]]),
  );
}

function interpretationPanel(target: AnyTarget | null, revealed: boolean): Child[] {
  if (target === null) return [el("p", { class: "help" }, "Nothing to interpret: see the error below.")];
  const view = targetView(target, revealed);
  const hosts = (view.hosts as { host: string; port: number | null; effectivePort: number | null }[]) ?? [];
  const engine =
    view.engine === null
      ? null
      : `${view.engine}${view.canonicalEngine && view.canonicalEngine !== view.engine ? ` (canonical ${view.canonicalEngine})` : ""}${view.recognized ? "" : " (not recognized: parsed generically)"}`;
  const rows: [string, Node | string][] = [
    ["engine", valueNode(engine)],
    [
      hosts.length > 1 ? "hosts" : "host",
      hosts.length === 0
        ? valueNode(null)
        : el(
            "ul",
            { class: "hosts" },
            ...hosts.map((h) =>
              el(
                "li",
                {},
                el(
                  "code",
                  {},
                  `${h.host.includes(":") ? `[${h.host}]` : h.host || '""'}:${h.effectivePort ?? "-"}`,
                ),
                h.port === null && h.effectivePort !== null ? " (default port)" : "",
              ),
            ),
          ),
    ],
    ["socket", valueNode(view.socket)],
    ["user", valueNode(view.user)],
    ["password", valueNode(view.password)],
    ["database", valueNode(view.database)],
    ["TLS", el("strong", { class: view.tls ? "yes" : "no" }, view.tls ? "yes" : "no")],
  ];
  for (const [key, value] of Object.entries(view)) {
    const empty = Array.isArray(value) && value.length === 0;
    if (!TARGET_FIELDS.has(key) && !empty && value !== null) {
      rows.push([
        key,
        typeof value === "object"
          ? el("pre", { class: "json" }, JSON.stringify(value, null, 2))
          : valueNode(value),
      ]);
    }
  }
  const options = Object.entries((view.options as Record<string, unknown>) ?? {});
  return [
    rowsTable("Interpretation", rows),
    options.length === 0
      ? null
      : el(
          "div",
          {},
          el("h3", {}, "Typed parameters"),
          gridTable(
            "Typed parameters",
            ["parameter", "value"],
            options.map(([key, value]) => [el("code", {}, key), el("code", {}, JSON.stringify(value))]),
          ),
        ),
  ];
}

// ---------------------------------------------------------------------------------------------------
// Errors and warnings

function repairNode(text: string, revealed: boolean): Child {
  let repaired: ReturnType<typeof repairUri>;
  try {
    repaired = repairUri(text);
  } catch {
    return null;
  }
  if (repaired.changes.length === 0 || repaired.uri === text) return null;
  if (parsedUri(repaired.uri) instanceof DburiError) return null;
  const use = el("button", { type: "button" }, "Use the corrected string");
  use.addEventListener("click", () => {
    input.value = repaired.uri;
    update();
    input.focus();
  });
  return el(
    "div",
    { class: "repair" },
    el("p", {}, "Corrected, with the raw characters percent-encoded:"),
    el("pre", { class: "corrected" }, shownText(repaired.uri, revealed)),
    el(
      "ul",
      {},
      ...repaired.changes.map((c) =>
        el(
          "li",
          {},
          `${c.written === "***" ? "a character" : `'${c.written}'`} of the ${c.component} as ${c.encoded}`,
        ),
      ),
    ),
    use,
  );
}

function errorNode(error: DburiError, text: string, format: string, revealed: boolean): HTMLElement {
  return el(
    "div",
    { class: "finding error", "data-code": error.code },
    el("h3", {}, el("span", { class: "severity" }, "error"), " ", el("code", {}, error.code)),
    el("p", { class: "reason" }, error.reason),
    // The message shows the input redacted, with a caret under the place (the library's own).
    el("pre", { class: "caret" }, error.message),
    error.fix === null ? null : el("p", { class: "fix" }, el("strong", {}, "fix: "), error.fix),
    format === "uri" ? repairNode(text, revealed) : null,
  );
}

function findingNode(finding: Finding, uriText: string, revealed: boolean): HTMLElement {
  let caret: Child = null;
  if (finding.index !== undefined) {
    const shown = shownText(uriText, revealed);
    const at = Math.min(revealed ? finding.index : redactedIndex(uriText, finding.index), shown.length);
    caret = el("pre", { class: "caret" }, `${shown}\n${" ".repeat(at)}^`);
  }
  return el(
    "div",
    { class: `finding ${finding.severity}`, "data-code": finding.code },
    el("h3", {}, el("span", { class: "severity" }, finding.severity), " ", el("code", {}, finding.code)),
    el("p", { class: "reason" }, finding.message),
    caret,
    finding.section === undefined
      ? null
      : el("p", { class: "section" }, el("strong", {}, "section: "), finding.section),
    finding.fix === undefined ? null : el("p", { class: "fix" }, el("strong", {}, "fix: "), finding.fix),
  );
}

// ---------------------------------------------------------------------------------------------------
// Conversions

const FATES = ["mapped", "passed", "default", "not-carried"] as const;
const FATE_WORDS: Readonly<Record<(typeof FATES)[number], string>> = {
  mapped: "maps",
  passed: "passes as written",
  default: "the output's default",
  "not-carried": "drops",
};

function conversionsPanel(target: AnyTarget | null, revealed: boolean): Child[] {
  if (target === null) return [el("p", { class: "help" }, "Nothing to convert: see the error below.")];
  const made: HTMLElement[] = [];
  const refused: HTMLElement[] = [];
  for (const to of CONVERSIONS) {
    try {
      const conversion = convert(target, to as ConvertTo, {
        unsupported: "warn",
        redact: !revealed,
        readFile: placeholder,
        hostIndex: target.hosts.length > 1 ? 0 : undefined,
      });
      made.push(conversionNode(to, conversion, revealed, target.hosts.length));
    } catch (error) {
      if (!(error instanceof DburiError)) throw error;
      refused.push(
        el(
          "li",
          { "data-conversion": to, "data-code": error.code },
          el("code", {}, to),
          `: ${error.reason} `,
          el("span", { class: "code" }, `[${error.code}]`),
        ),
      );
    }
  }
  return [
    ...made,
    refused.length === 0
      ? null
      : el(
          "div",
          { class: "refused" },
          el("h3", {}, "Conversions that do not apply"),
          el("ul", {}, ...refused),
        ),
  ];
}

function conversionNode(
  to: string,
  conversion: ReturnType<typeof convert>,
  revealed: boolean,
  hosts: number,
): HTMLElement {
  const { output, params, warnings } = conversion;
  const text =
    typeof output === "string" ? output : JSON.stringify(revealed ? revealedConfig(output) : output, null, 2);
  const counts = FATES.map((fate) => [fate, params.filter((p) => p.fate === fate).length] as const).filter(
    ([, n]) => n > 0,
  );
  const summary =
    params.length === 0 ? "no parameters" : counts.map(([fate, n]) => `${FATE_WORDS[fate]} ${n}`).join(", ");
  return el(
    "details",
    { class: "conversion", "data-conversion": to },
    el(
      "summary",
      {},
      el("code", {}, to),
      " ",
      el("span", { class: `fates${params.some((p) => p.fate === "not-carried") ? " drops" : ""}` }, summary),
    ),
    to === "pg" && hosts > 1
      ? el(
          "p",
          { class: "note" },
          "node-postgres takes one host: this is the config for the first (host index 0).",
        )
      : null,
    el("pre", { class: "output" }, text),
    params.length === 0
      ? null
      : gridTable(
          `Parameters in ${to}`,
          ["parameter", "value", "fate", "to / why"],
          params.map((p) => [
            el("code", {}, p.key),
            el("code", {}, p.value),
            el("span", { class: `fate fate-${p.fate}` }, p.fate),
            [p.to, p.reason, p.fix ? `fix: ${p.fix}` : undefined].filter((s) => s !== undefined).join("; "),
          ]),
        ),
    ...warnings
      .filter((w) => w.code !== "param-not-carried")
      .map((w) =>
        el(
          "p",
          { class: "warning" },
          el("code", {}, w.code),
          `: ${w.message}${w.fix ? ` (fix: ${w.fix})` : ""}`,
        ),
      ),
  );
}

// ---------------------------------------------------------------------------------------------------
// Share link, input, rendering

/** The page's address with the input in its fragment, secrets removed. */
function shareLink(text: string): string {
  const base = location.href.split("#")[0] ?? "";
  return `${base}#uri=${encodeURIComponent(redact(text))}`;
}

function updateShare(text: string): void {
  if (text === "") {
    share.value = "";
    shareNote.textContent = "Type or paste a connection string to get a link to it.";
    return;
  }
  share.value = shareLink(text);
  shareNote.textContent =
    redact(text) === text
      ? "The input holds no password or secret value: the link carries it as it is."
      : "The password and secret values are removed from this link (each reads ***): it carries no secret.";
}

function render(): void {
  // A count of renderings, for whoever waits for the page to catch up with the input.
  results.dataset.rendered = String(Number(results.dataset.rendered ?? "0") + 1);
  const text = input.value.trim();
  const revealed = reveal.checked;
  const panels = {
    components: byId("components"),
    interpretation: byId("interpretation"),
    findings: byId("findings"),
    conversions: byId("conversions"),
  };
  updateShare(text);
  if (text === "") {
    for (const panel of Object.values(panels))
      panel.replaceChildren(el("p", { class: "help" }, "No input yet."));
    status.textContent = "No input.";
    return;
  }
  const format = detectFormat(text);
  let target: AnyTarget | null = null;
  let error: DburiError | null = null;
  try {
    target = readConnectionString(text);
  } catch (caught) {
    if (!(caught instanceof DburiError)) throw caught;
    error = caught;
  }
  const uriText = format === "uri" ? text : (target?.href ?? null);
  panels.components.replaceChildren(...componentsPanel(uriText, format, revealed).filter(isNode));
  panels.interpretation.replaceChildren(...interpretationPanel(target, revealed).filter(isNode));
  const findings: HTMLElement[] = [];
  if (error !== null) findings.push(errorNode(error, text, format, revealed));
  for (const finding of target?.warnings ?? [])
    findings.push(findingNode(finding, target?.href ?? text, revealed));
  panels.findings.replaceChildren(
    ...(findings.length === 0 ? [el("p", { class: "ok" }, "No error, no warning.")] : findings),
  );
  panels.conversions.replaceChildren(...conversionsPanel(target, revealed).filter(isNode));
  const warned = target?.warnings.filter((w) => w.severity !== "info").length ?? 0;
  status.textContent =
    error !== null
      ? `Invalid: ${error.code}.`
      : `Valid ${format === "uri" ? "URI" : `${format} string`}${warned > 0 ? `, ${warned} warning${warned > 1 ? "s" : ""}` : ""}.`;
}

function isNode(child: Child): child is Node | string {
  return child !== null && child !== undefined && child !== false;
}

let pending = 0;
/** Renders once the typing pauses for a frame. */
function update(): void {
  cancelAnimationFrame(pending);
  pending = requestAnimationFrame(render);
}

/** The input a `#uri=` fragment carries, or null. */
function fromFragment(): string | null {
  const hash = location.hash;
  if (!hash.startsWith("#uri=")) return null;
  try {
    return decodeURIComponent(hash.slice("#uri=".length));
  } catch {
    return hash.slice("#uri=".length);
  }
}

function load(): void {
  const given = fromFragment();
  if (given !== null) {
    input.value = given;
    render();
  }
}

// By number: the examples' text stays out of the document until one is chosen.
EXAMPLES.forEach(([label], i) => {
  examples.append(el("option", { value: String(i) }, label));
});
examples.addEventListener("change", () => {
  const example = EXAMPLES[Number(examples.value)];
  if (examples.value === "" || example === undefined) return;
  input.value = example[1];
  render();
});
input.addEventListener("input", () => {
  // The input is the reader's own now, no longer the example the list names.
  examples.value = "";
  update();
});
reveal.addEventListener("change", render);
share.addEventListener("focus", () => share.select());
byId<HTMLButtonElement>("copy").addEventListener("click", () => {
  share.select();
  navigator.clipboard?.writeText(share.value).catch(() => {});
});
window.addEventListener("hashchange", load);

// The registry and its IANA snapshot load when their panel first opens.
const registryPanel = byId<HTMLDetailsElement>("registry");
registryPanel.addEventListener("toggle", () => {
  if (registryPanel.open && registryPanel.dataset.loaded === undefined) {
    registryPanel.dataset.loaded = "";
    import("./registry.js").then((panel) => panel.mount(byId("registry-body")));
  }
});

load();
if (input.value === "") render();
document.documentElement.dataset.ready = "";
