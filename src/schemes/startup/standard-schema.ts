// Standard Schema v1 (https://standardschema.dev), the interface zod, valibot, ArkType, `@t3-oss/env` and
// many frameworks share to accept a validator from any library. Its authors ask implementers to copy the
// types rather than depend on a package; they are written here flat (`StandardSchemaProps` for the spec's
// `StandardSchemaV1.Props`, and so on), which is the same shape: consumers read the interface
// structurally, by its "~standard" key, so the names of the declarations do not matter to them.

/**
 * A Standard Schema v1 validator: an object with a `"~standard"` property. `uriSchema` returns one.
 * @example
 * const schema: StandardSchemaV1<string, AnyTarget> = uriSchema();
 * schema["~standard"].vendor; // "dburi"
 */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  /** The Standard Schema properties. */
  readonly "~standard": StandardSchemaProps<Input, Output>;
}

/**
 * The properties of a Standard Schema v1 validator (the spec's `StandardSchemaV1.Props`).
 * @example
 * const props: StandardSchemaProps<string, AnyTarget> = uriSchema()["~standard"];
 * props.version; // 1
 */
export interface StandardSchemaProps<Input = unknown, Output = Input> {
  /** The version of the standard: 1. */
  readonly version: 1;
  /** The library that made the validator. */
  readonly vendor: string;
  /** Validates an unknown value: its output, or the issues that say why it is refused. */
  readonly validate: (value: unknown) => StandardSchemaResult<Output> | Promise<StandardSchemaResult<Output>>;
  /** The input and output types, for inference only: absent at run time. */
  readonly types?: StandardSchemaTypes<Input, Output> | undefined;
}

/**
 * What `validate` returns: the output, or the issues (the spec's `StandardSchemaV1.Result`).
 * @example
 * const result: StandardSchemaResult<AnyTarget> = uriSchema()["~standard"].validate("redis://cache");
 * if (result.issues === undefined) result.value.host; // "cache"
 */
export type StandardSchemaResult<Output> = StandardSchemaSuccess<Output> | StandardSchemaFailure;

/**
 * A successful validation: the output value, and no issues.
 * @example
 * const success: StandardSchemaSuccess<string> = { value: "redis://cache" };
 */
export interface StandardSchemaSuccess<Output> {
  /** The typed output. */
  readonly value: Output;
  /** Never present on success. */
  readonly issues?: undefined;
}

/**
 * A failed validation: one issue or more.
 * @example
 * const failure: StandardSchemaFailure = { issues: [{ message: "the port is not a number [invalid-port]" }] };
 */
export interface StandardSchemaFailure {
  /** Why the value is refused. */
  readonly issues: ReadonlyArray<StandardSchemaIssue>;
}

/**
 * One reason a value is refused, with where in the value it is when the value is a structure.
 * @example
 * const issue: StandardSchemaIssue = { message: "the port is not a number [invalid-port]", path: ["DATABASE_URL"] };
 */
export interface StandardSchemaIssue {
  /** What is wrong. dburi's messages are redacted: they never hold a password. */
  readonly message: string;
  /** Where, in a structure: property keys or segments. */
  readonly path?: ReadonlyArray<PropertyKey | StandardSchemaPathSegment> | undefined;
}

/**
 * One segment of an issue's path, as an object.
 * @example
 * const segment: StandardSchemaPathSegment = { key: "DATABASE_URL" };
 */
export interface StandardSchemaPathSegment {
  /** The property key. */
  readonly key: PropertyKey;
}

/**
 * The input and output types of a schema, which validators infer from.
 * @example
 * type Output = NonNullable<ReturnType<typeof uriSchema>["~standard"]["types"]>["output"]; // AnyTarget
 */
export interface StandardSchemaTypes<Input = unknown, Output = Input> {
  /** The type the schema takes. */
  readonly input: Input;
  /** The type the schema gives. */
  readonly output: Output;
}
