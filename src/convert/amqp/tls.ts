// The TLS socket options of an amqps target for amqplib's `connect`: what Node's tls.connect takes for the
// URI's TLS parameters (RabbitMQ URI Query Parameters, TLS Parameters), and warnings for those it cannot
// honour. amqplib passes these options to tls.connect unchanged, adding the host name as `servername`
// when none is set and the host is not an IP address (amqplib 2.x, lib/connect.js).

import type { Finding, Target } from "../../registry/index.js";
import { AMQP_PARAMS, type AmqpOptions } from "../../schemes/index.js";
import { carryFates, type OutputFates, outputFates } from "../fates.js";
import { paramError, unsupportedParam } from "./findings.js";
import type { AmqplibSocketOptions, AmqplibTlsFiles, ToAmqplibOptions } from "./types.js";

/**
 * The socket options as `amqpTlsOptions` sets them.
 * @example
 * const socket: MutableSocketOptions<string> = { rejectUnauthorized: true };
 */
export type MutableSocketOptions<File extends string | Buffer> = {
  -readonly [K in keyof AmqplibSocketOptions<File>]: AmqplibSocketOptions<File>[K];
};

/** Reads one TLS file through `readFile`; a failure is an error at the parameter that named the file. */
function load<File extends string | Buffer>(
  target: Target,
  readFile: (path: string) => File,
  file: { readonly param: string; readonly path: string },
): File {
  try {
    return readFile(file.path);
  } catch (error) {
    throw paramError(target, {
      code: "unreadable-file",
      key: file.param,
      reason: `cannot read ${file.param} '${file.path}': ${error instanceof Error ? error.message : String(error)}`,
      fix: `check the path given as ${file.param} in the URI`,
    });
  }
}

/**
 * The TLS files an amqps target names. The key is read from the certfile when there is no keyfile, as
 * Erlang's ssl (which RabbitMQ's client uses) looks for it there.
 * @example
 * amqpTlsFiles({ certfile: "/c.pem" }); // { certfile: "/c.pem", keyfile: "/c.pem" }
 */
export function amqpTlsFiles(options: AmqpOptions): AmqplibTlsFiles {
  const files: { -readonly [K in keyof AmqplibTlsFiles]: AmqplibTlsFiles[K] } = {};
  if (options.cacertfile !== undefined) files.cacertfile = options.cacertfile;
  if (options.certfile !== undefined) files.certfile = options.certfile;
  const keyfile = options.keyfile ?? options.certfile;
  if (keyfile !== undefined) files.keyfile = keyfile;
  return files;
}

/**
 * depth and fail_if_no_peer_cert, which amqplib has no place for, by their fates (AMQP_PARAMS), made at the
 * first conversion rather than when the package loads (bench/README.md, "Start-up").
 */
let amqplibFates: OutputFates | undefined;

/**
 * The TLS socket options of an amqps target, set on `socket` (a new object by default), adding to
 * `warnings` what amqplib cannot do. Files are read only through `settings.readFile`.
 * @throws DburiError `unreadable-file` at the parameter naming the file
 * @example
 * const warnings: Finding[] = [];
 * amqpTlsOptions(interpret("amqps://h?verify=verify_none"), { files: {}, settings: {}, warnings }); // { rejectUnauthorized: false }
 */
export function amqpTlsOptions<File extends string | Buffer>(
  target: Target,
  input: {
    readonly files: AmqplibTlsFiles;
    readonly settings: ToAmqplibOptions<File>;
    readonly warnings: Finding[];
  },
  socket: MutableSocketOptions<File> = {},
): AmqplibSocketOptions<File> {
  const options = target.options as AmqpOptions;
  const { files, settings, warnings } = input;
  socket.rejectUnauthorized = options.verify !== "verify_none";
  const sni = options.server_name_indication;
  if (sni === "disable") {
    warnings.push(
      unsupportedParam(target, {
        key: "server_name_indication",
        message:
          "server_name_indication=disable: amqplib sends the host name as SNI whenever it is not an IP address",
        fix: "connect by IP address to send no SNI, or remove the parameter",
      }),
    );
  } else if (sni !== undefined) socket.servername = sni;
  if (options.password !== undefined) socket.passphrase = options.password;
  const readFile = settings.readFile;
  for (const [option, param] of [
    ["ca", "cacertfile"],
    ["cert", "certfile"],
    ["key", "keyfile"],
  ] as const) {
    const path = files[param];
    if (path === undefined) continue;
    // A key read from the certfile is that parameter's file.
    const named = param === "keyfile" && options.keyfile === undefined ? "certfile" : param;
    if (readFile === undefined) {
      // Never a socket without the file the URI names: the conversion needs its contents.
      throw paramError(target, {
        code: "read-file-required",
        key: named,
        reason: `${named} names the file '${path}', and converting needs its contents`,
        fix: "pass { readFile: (path) => readFileSync(path) } to toAmqplibOptions, or use connect(), which reads it",
      });
    }
    socket[option] = load(target, readFile, { param: named, path });
  }
  // depth and fail_if_no_peer_cert, which amqplib has no place for, by their fates (AMQP_PARAMS): left
  // out with a warning.
  amqplibFates ??= outputFates(AMQP_PARAMS, "amqplib");
  const left = carryFates(options, amqplibFates, undefined, false);
  if (left !== null) {
    for (const { key, value, fate } of left) {
      if (fate.refused) continue;
      warnings.push(
        unsupportedParam(target, {
          key,
          message: `${key}=${String(value)}: ${fate.drop}; it is not applied`,
          fix: fate.fix,
        }),
      );
    }
  }
  return socket;
}
