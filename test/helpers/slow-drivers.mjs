// A module hook (node:module register) that delays the resolution of each driver package by DELAY_MS, so
// that a test can tell whether ping's latency includes loading the driver.
const DRIVERS = new Set(["pg", "mysql2/promise", "mariadb", "amqplib", "redis", "ioredis", "mysql2"]);
export const DELAY_MS = 600;

export async function resolve(specifier, context, next) {
  if (DRIVERS.has(specifier)) await new Promise((done) => setTimeout(done, DELAY_MS));
  return next(specifier, context);
}
