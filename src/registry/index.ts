// RFC 7595: scheme definitions, name rules, statuses, the IANA snapshot, registration templates. No Node
// built-ins.
export { checkDefinition } from "./check-definition.js";
export { createRegistry } from "./create-registry.js";
export type {
  DefaultPort,
  DefinitionFinding,
  Finding,
  InterpretContext,
  Interpreter,
  RegistryLike,
  SchemeDefinition,
  SchemeStatus,
  Target,
  TargetHost,
  TargetKind,
  TextInterpreter,
} from "./definition.js";
export { EXAMPLE_DEFINITION } from "./example.js";
export {
  IANA_SNAPSHOT_SOURCE,
  type IanaScheme,
  IanaSnapshot,
  type IanaStatus,
  ianaSchemes,
  ianaSnapshot,
  lookupIanaScheme,
  parseIanaSnapshot,
} from "./iana.js";
export { compareWithIana, type IanaCheckOptions, listSchemes, type SchemeSummary } from "./listing.js";
export { checkSchemeName, isValidSchemeName } from "./name.js";
export { baseRegistry, type CreateRegistryOptions, Registry } from "./registry.js";
export {
  checkStatusTransition,
  isRegistrationStatus,
  isSchemeStatus,
  type RegistrationStatus,
  SCHEME_STATUSES,
  type StatusTransition,
} from "./status.js";
export {
  type SchemeTemplate,
  TEMPLATE_FIELD_KEYS,
  TEMPLATE_LABELS,
  TEMPLATE_TEXT_KEYS,
  type TemplateField,
  type TemplateFieldKey,
  type TemplateForm,
  templateFieldOf,
} from "./template.js";
export { toSchemeDefinition } from "./template-convert.js";
export { type FormatTemplateOptions, formatTemplate } from "./template-format.js";
export { parseTemplate, tryParseTemplate } from "./template-parse.js";
export { type ReviewTemplateOptions, reviewTemplate } from "./template-review.js";
export { normalizeReference, normalizeTemplateValue } from "./template-text.js";
