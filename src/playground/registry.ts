// The playground's registry panel, loaded when it first opens (it brings the IANA snapshot): the schemes
// dburi knows and IANA's, searched by name, a scheme's registration template (RFC 7595 §7.4) as dburi
// renders it, and a template linter (the library's review, each finding with its section).

import {
  DburiError,
  type Finding,
  formatTemplate,
  ianaSchemes,
  listSchemes,
  lookupIanaScheme,
  registry,
  reviewTemplate,
} from "../core.js";
import { el, gridTable } from "./dom.js";

/** How many IANA entries a search lists at most. */
const IANA_SHOWN = 25;

/** Builds the panel into `root`. */
export function mount(root: HTMLElement): void {
  const summaries = listSchemes(registry);
  const search = el("input", {
    id: "scheme-search",
    type: "search",
    autocomplete: "off",
    spellcheck: "false",
    "aria-describedby": "scheme-search-help",
  });
  const results = el("div", { id: "scheme-results", "aria-live": "polite" });
  const template = el("div", { id: "scheme-template" });

  const showTemplate = (name: string) => {
    const definition = registry.get(name);
    if (definition === undefined) return;
    const text = el(
      "pre",
      { class: "template", tabindex: "0", "aria-label": `Registration template of ${definition.name}` },
      formatTemplate(definition),
    );
    template.replaceChildren(el("h4", {}, `Registration template of ${definition.name}`), text);
    // The template shows below the table: the keyboard goes to it.
    text.focus();
  };

  const update = () => {
    const query = search.value.trim().toLowerCase();
    const known = summaries.filter(
      (s) => query === "" || s.name.includes(query) || s.aliases.some((a) => a.includes(query)),
    );
    const iana = query === "" ? [] : ianaSchemes().filter((s) => s.name.toLowerCase().includes(query));
    const exact = query === "" ? undefined : lookupIanaScheme(query);
    results.replaceChildren(
      el("h4", {}, `Schemes dburi knows (${known.length} of ${summaries.length})`),
      gridTable(
        "Schemes dburi knows",
        ["scheme", "status", "IANA", "default port", "TLS", "aliases", ""],
        known.map((s) => {
          const button = el(
            "button",
            { type: "button", "data-scheme": s.name, "aria-label": `Registration template of ${s.name}` },
            "template",
          );
          button.addEventListener("click", () => showTemplate(s.name));
          return [
            el("code", {}, s.name),
            s.status,
            s.ianaStatus ?? "not at IANA",
            s.defaultPort === null ? "-" : `${s.defaultPort} (${s.defaultPortSource})`,
            s.tls ? "yes" : "-",
            s.aliases.join(", ") || "-",
            button,
          ];
        }),
      ),
      query === ""
        ? el("p", { class: "help" }, "Type a name to search IANA's registry too.")
        : el(
            "div",
            {},
            el(
              "h4",
              {},
              `At IANA: ${iana.length} match${iana.length === 1 ? "" : "es"}${exact ? `, ${exact.name} is ${exact.status}` : ""}`,
            ),
            iana.length === 0
              ? el("p", { class: "help" }, "No IANA registration matches.")
              : gridTable(
                  "IANA registrations",
                  ["scheme", "status", "description", "reference"],
                  iana
                    .slice(0, IANA_SHOWN)
                    .map((s) => [el("code", {}, s.name), s.status, s.description, s.reference]),
                ),
            iana.length > IANA_SHOWN
              ? el("p", { class: "help" }, `and ${iana.length - IANA_SHOWN} more`)
              : null,
          ),
    );
  };
  search.addEventListener("input", update);

  // The linter, its text area filled with a template to edit.
  const lint = el("textarea", { id: "template-input", rows: "12", spellcheck: "false" });
  const redis = registry.get("redis");
  lint.value = redis === undefined ? "" : formatTemplate(redis);
  const findings = el("div", { id: "template-findings", "aria-live": "polite" });
  const review = el("button", { type: "button", id: "template-review" }, "Review the template");
  review.addEventListener("click", () => {
    let found: readonly Finding[];
    try {
      found = reviewTemplate(lint.value);
    } catch (error) {
      if (!(error instanceof DburiError)) throw error;
      findings.replaceChildren(
        el(
          "p",
          { class: "finding error" },
          el("code", {}, error.code),
          `: ${error.reason}`,
          error.fix ? ` (fix: ${error.fix})` : "",
        ),
      );
      return;
    }
    findings.replaceChildren(
      found.length === 0
        ? el("p", { class: "ok" }, "No finding: the template meets RFC 7595's requirements.")
        : gridTable(
            "Template review findings",
            ["severity", "code", "finding", "section", "fix"],
            found.map((f) => [f.severity, el("code", {}, f.code), f.message, f.section ?? "-", f.fix ?? "-"]),
          ),
    );
  });

  root.replaceChildren(
    el("label", { for: "scheme-search" }, "Search schemes"),
    search,
    el(
      "p",
      { id: "scheme-search-help", class: "help" },
      "By name or alias: dburi's registry, then IANA's (snapshot).",
    ),
    results,
    template,
    el("h3", {}, "Lint a registration template"),
    el(
      "label",
      { for: "template-input" },
      "Registration template (RFC 7595 §7.4, or RFC 4395's field names)",
    ),
    lint,
    review,
    findings,
  );
  update();
}
