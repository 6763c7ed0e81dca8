// The option types of toAmqplibOptions that its TLS part shares: the socket options amqplib hands to
// net.connect or tls.connect, the TLS files an amqps URI names, and the options of the conversion.

/**
 * The second argument of amqplib's `connect`: options for `net.connect`/`tls.connect`, and its timeout.
 * `File` is what `readFile` returns (a Buffer with Node's `fs.readFileSync`).
 * @example
 * toAmqplibOptions(interpret("amqps://mq.example.com/?connection_timeout=5000")).socketOptions;
 * // { rejectUnauthorized: true, timeout: 5000 }
 */
export interface AmqplibSocketOptions<File extends string | Buffer = string | Buffer> {
  /** Milliseconds amqplib waits for the socket and the handshake (the URI's connection_timeout). */
  readonly timeout?: number;
  /** TLS: the name sent as SNI and checked against the certificate. */
  readonly servername?: string;
  /** TLS: whether an unverifiable certificate fails the connection (`verify`). */
  readonly rejectUnauthorized?: boolean;
  /** TLS: contents of cacertfile, certfile and keyfile, read with `readFile`. */
  readonly ca?: File;
  readonly cert?: File;
  readonly key?: File;
  /** TLS: the keyfile's passphrase (the URI's `password` parameter). */
  readonly passphrase?: string;
}

/**
 * TLS files named by an amqps URI: `ca`, `cert` and `key` of the socket options are read from them.
 * @example
 * toAmqplibOptions(interpret("amqps://mq.example.com/?cacertfile=/etc/ca.pem")).tlsFiles;
 * // { cacertfile: "/etc/ca.pem" }
 */
export interface AmqplibTlsFiles {
  readonly cacertfile?: string;
  readonly certfile?: string;
  /** The keyfile, or the certfile when there is none: like Erlang's ssl, the key is looked for there. */
  readonly keyfile?: string;
}

/**
 * Options of `toAmqplibOptions`.
 * @example
 * import { readFileSync } from "node:fs";
 *
 * const options: ToAmqplibOptions<Buffer> = { readFile: (path) => readFileSync(path) };
 * toAmqplibOptions(interpret("amqps://mq.example.com/?cacertfile=/etc/ca.pem"), options).socketOptions.ca;
 * // the CA file's bytes
 */
export interface ToAmqplibOptions<File extends string | Buffer = string | Buffer> {
  /** Reads a TLS file named by the URI (e.g. Node's `fs.readFileSync`); a URI naming one needs it. */
  readonly readFile?: ((path: string) => File) | undefined;
}
