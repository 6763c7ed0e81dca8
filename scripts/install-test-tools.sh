#!/usr/bin/env bash
# The real DSN readers the integration tests check dburi's output against (psql, Perl DBI drivers, JDBC
# drivers, SQLAlchemy, ODBC drivers), and the browser the browser bundles run in (Chromium, driven
# headless by playwright-core), from Debian's packages. Installs only what is missing; does nothing
# where apt-get is not available (the tests then skip, saying why, unless DBURI_TEST_SERVICES=1).
set -euo pipefail
packages=(
  postgresql-client libdbd-pg-perl libdbd-mysql-perl libdbd-sqlite3-perl
  default-jdk-headless libpostgresql-jdbc-java libmariadb-java libxerial-sqlite-jdbc-java
  python3-sqlalchemy python3-psycopg2 python3-pymysql python3-pyodbc
  unixodbc odbc-postgresql odbc-mariadb libsqliteodbc
  chromium
)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if ! command -v apt-get >/dev/null; then
  echo "install-test-tools: apt-get not found; missing: ${missing[*]}" >&2
  exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "install-test-tools: installing ${missing[*]}"
$sudo apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null || {
  $sudo apt-get update >/dev/null && $sudo apt-get install -y --no-install-recommends "${missing[@]}" >/dev/null
}
