// Redis Sentinel URIs as Lettuce reads them (RedisURI, "Redis Sentinel"):
//   redis-sentinel://[[username:]password@]host1[:port1][,host2[:port2]]...[/database][?sentinelMasterId=name]
// and rediss-sentinel:// for TLS. The hosts are the sentinels (Lettuce's DEFAULT_SENTINEL_PORT, 26379, for
// one without a port); the master's name is `sentinelMasterId=` or, in Lettuce's older form, the fragment
// (`redis-sentinel://s1,s2/0#mymaster`, Lettuce's ConnectToRedisUsingRedisSentinel example); the userinfo's
// credentials are the data nodes' ("When using Redis Sentinel, the password from the URI applies to the
// data nodes only", RedisURI's notes). Lettuce has no URI form for the sentinels' own credentials: dburi
// reads them from `sentinelUsername=` and `sentinelPassword=`, ioredis's option names. redis-py has no URL
// form for Sentinel (redis.sentinel.Sentinel takes a list of (host, port) pairs and `sentinel_kwargs`), nor
// has Spring Data Redis (spring.data.redis.sentinel.master, .nodes, .username, .password are properties).

import { DburiError, decodePercent, type Uri } from "../../uri/index.js";
import type { Family, FamilyContext } from "../target/family.js";
import { hostIndex, offsetIn } from "../target/fields.js";
import { type Common, commonFields } from "./common.js";
import { checkTcp, tcpForm } from "./redis.js";
import { type Given, pickOne, queryGivens, type SourceKind } from "./sources.js";
import { RedisSentinelTargetRecord } from "./target.js";

const MASTER_NAME: SourceKind = Object.freeze({ name: "master-name", label: "master's name", secret: false });
const MASTER_KEYS: readonly string[] = Object.freeze(["sentinelMasterId"]);

/** What a Sentinel URI's check found: what every TCP form reads, and the master's name. */
interface SentinelReading {
  readonly common: Common | undefined;
  readonly masterName: string;
}

/**
 * The redis family's Sentinel forms, `redis-sentinel:` and `rediss-sentinel:` (Lettuce): the sentinels as a
 * host list, the data node's database and credentials as in redis: URIs, the master's name from
 * `sentinelMasterId=` or the fragment, the sentinels' credentials from `sentinelUsername=` and
 * `sentinelPassword=`. `check` throws `missing-host`, `missing-master-name`, `ambiguous-master-name` and
 * the redis errors.
 * @example
 * const uri = parseUri("redis-sentinel://s1,s2:26380/2#mymaster", { hostList: true });
 * const context = { definition: REDIS_SENTINEL_DEFINITION, name: "redis-sentinel", href: uri.href, scheme: "redis-sentinel", registry };
 * const reading = REDIS_SENTINEL_FAMILY.check(uri, context, undefined);
 * (REDIS_SENTINEL_FAMILY.build(uri, context, undefined, reading) as RedisSentinelTarget).masterName; // "mymaster"
 */
export const REDIS_SENTINEL_FAMILY: Family<SentinelReading> = {
  kind: "redis",
  check: checkSentinel,
  build: buildSentinel,
};

function checkSentinel(uri: Uri, context: FamilyContext): SentinelReading {
  const common = checkTcp(uri, context, true);
  const offset = offsetIn(uri, context.href);
  if (uri.host === null || uri.host === "") {
    throw new DburiError({
      code: "missing-host",
      reason: `${context.name}: names the sentinels to ask, and this URI names none`,
      fix: `write each sentinel's host and port: ${context.name}://s1:26379,s2:26379/0?sentinelMasterId=mymaster`,
      index: offset + (uri.host === null ? context.name.length + 1 : hostIndex(uri)),
      input: context.href,
    });
  }
  const fragment = uri.fragment;
  const fromFragment: Given | null =
    fragment === null || fragment === ""
      ? null
      : {
          value: fragment.includes("%") ? decodePercent(fragment) : fragment,
          where: "the fragment",
          index: offset + uri.href.length - fragment.length,
        };
  const fromQuery = common === undefined ? [] : queryGivens(common.reading.all(), MASTER_KEYS, offset);
  const warnings = common?.databaseWarnings ?? [];
  const picked = pickOne(fromFragment, fromQuery, MASTER_NAME, context.href, warnings);
  if (picked === null || picked.value === "") {
    throw new DburiError({
      code: "missing-master-name",
      reason: "the URI does not name the master the sentinels monitor, so no client can ask them for it",
      fix: "add ?sentinelMasterId=<name> (the name in the sentinels' 'sentinel monitor' line), e.g. ?sentinelMasterId=mymaster",
      index: offset + uri.href.length,
      input: context.href,
    });
  }
  return { common, masterName: picked.value };
}

function buildSentinel(uri: Uri, context: FamilyContext, _engine: unknown, reading: SentinelReading) {
  const { common, masterName } = reading;
  const options = common?.options;
  return new RedisSentinelTargetRecord(
    uri,
    context,
    commonFields(uri, common, false, true),
    tcpForm(uri, context, common),
    {
      masterName,
      user: options?.sentinelUsername ?? null,
      password: options?.sentinelPassword ?? null,
    },
  );
}
