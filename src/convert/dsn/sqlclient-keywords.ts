// The connection string keywords Microsoft.Data.SqlClient reads, with their synonyms: SqlConnection.
// ConnectionString (learn.microsoft.com, Microsoft.Data.SqlClient) and the keyword and synonym tables of its
// source (DbConnectionStringKeywords.cs, DbConnectionStringSynonyms.cs). SqlClient compares keywords in any
// case, with their spaces as written ("Max Pool Size", never "MaxPoolSize"), and refuses any other with
// "Keyword not supported". The .NET Framework-only keywords (Connection Reset, Context Connection, Network
// Library, Transparent Network IP Resolution, Asynchronous Processing) are left out: .NET's SqlClient
// refuses them.

/** Each keyword, then its synonyms. */
const KEYWORDS: readonly (readonly string[])[] = [
  ["Application Intent", "ApplicationIntent"],
  ["Application Name", "App"],
  ["AttachDbFilename", "Extended Properties", "Initial File Name"],
  ["Attestation Protocol"],
  ["Authentication"],
  ["Column Encryption Setting", "ColumnEncryption"],
  ["Command Timeout"],
  ["Connect Retry Count", "ConnectRetryCount"],
  ["Connect Retry Interval", "ConnectRetryInterval"],
  ["Connect Timeout", "Connection Timeout", "Timeout", "ConnectTimeout"],
  ["Current Language", "Language"],
  ["Data Source", "Addr", "Address", "Server", "Network Address"],
  ["Enclave Attestation Url"],
  ["Encrypt"],
  ["Enlist"],
  ["Failover Partner", "FailoverPartner"],
  ["Failover Partner SPN", "FailoverPartnerSPN"],
  ["Host Name In Certificate", "HostNameInCertificate"],
  ["Initial Catalog", "Database"],
  ["Integrated Security", "Trusted_Connection"],
  ["IP Address Preference", "IPAddressPreference"],
  ["Load Balance Timeout", "Connection Lifetime"],
  ["Max Pool Size"],
  ["Min Pool Size"],
  ["Multiple Active Result Sets", "MultipleActiveResultSets"],
  ["Multi Subnet Failover", "MultiSubnetFailover"],
  ["Packet Size", "PacketSize"],
  ["Password", "PWD"],
  ["Persist Security Info", "PersistSecurityInfo"],
  ["Pool Blocking Period", "PoolBlockingPeriod"],
  ["Pooling"],
  ["Replication"],
  ["Server Certificate", "ServerCertificate"],
  ["Server SPN", "ServerSPN"],
  ["Transaction Binding"],
  ["Trust Server Certificate", "TrustServerCertificate"],
  ["Type System Version"],
  ["User ID", "UID", "User"],
  ["User Instance"],
  ["Workstation ID", "WSID", "WorkstationID"],
];

const KNOWN: ReadonlySet<string> = new Set(KEYWORDS.flat().map((keyword) => keyword.toLowerCase()));

/**
 * Whether SqlClient reads `key` as a connection string keyword (or a synonym of one), compared as SqlClient
 * compares them: in any case, spaces as written.
 * @example
 * isSqlClientKeyword("max pool size"); // true
 * isSqlClientKeyword("MaxPoolSize"); // false
 * isSqlClientKeyword("schema"); // false
 */
export function isSqlClientKeyword(key: string): boolean {
  return KNOWN.has(key.toLowerCase());
}
