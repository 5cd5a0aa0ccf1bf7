#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server on 127.0.0.1:${PGPORT:-55432} for the API suite, and stops it again.
#   scripts/pg-test-server.sh start   -> prints the TEST_DATABASE_URL to use
#   scripts/pg-test-server.sh stop
#   scripts/pg-test-server.sh halt | resume   -> stop and start the same server again, data kept (fault suite)
set -euo pipefail
PGPORT="${PGPORT:-55432}"
# One folder per port, so servers on different ports (two test runs on one machine) never stop each other.
PGROOT="${PGROOT:-/tmp/hub-pg-test-$PGPORT}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [[ -z "$BIN" ]]; then
  echo "PostgreSQL is not installed. Install it with: apt-get install -y postgresql" >&2
  exit 1
fi
as_owner() {
  if [[ "$(id -u)" == "0" ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}
case "${1:-start}" in
  start)
    if [[ -d "$PGROOT" ]]; then as_owner "$BIN/pg_ctl" -D "$PGROOT/data" stop -m immediate >/dev/null 2>&1 || true; rm -rf "$PGROOT"; fi
    mkdir -p "$PGROOT"
    [[ "$(id -u)" == "0" ]] && chown postgres:postgres "$PGROOT"
    as_owner "$BIN/initdb" -D "$PGROOT/data" -U postgres --auth=trust -E UTF8 >"$PGROOT/initdb.log" 2>&1
    as_owner "$BIN/pg_ctl" -D "$PGROOT/data" -l "$PGROOT/server.log" -w \
      -o "-p $PGPORT -k $PGROOT -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
    ;;
  stop)
    as_owner "$BIN/pg_ctl" -D "$PGROOT/data" stop -m fast >/dev/null 2>&1 || true
    rm -rf "$PGROOT"
    ;;
  halt)
    as_owner "$BIN/pg_ctl" -D "$PGROOT/data" stop -m fast >/dev/null
    ;;
  resume)
    as_owner "$BIN/pg_ctl" -D "$PGROOT/data" -l "$PGROOT/server.log" -w \
      -o "-p $PGPORT -k $PGROOT -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
    ;;
  *)
    echo "usage: $0 start|stop|halt|resume" >&2
    exit 2
    ;;
esac
