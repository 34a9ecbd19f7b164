#!/usr/bin/env bash
# Starts the lookup relay in the foreground: Debian's nginx with njs (packages nginx and
# libnginx-mod-http-js), a configuration written for this run, the cache on disk.
#
#   deploy/relay/run.sh --upstream URL --listen PORT [--rate N] [--cache-dir DIR]
#
# Options (defaults in brackets):
#   --upstream URL     the lookup service's base address, e.g. https://lookup.example (required)
#   --listen PORT      the port browsers use; ADDR:PORT to listen beyond this machine (required)
#   --rate N           requests a minute the whole fleet may send the service [60]
#   --burst N          requests held back (delayed, not refused) beyond the instant few [2]
#   --cache-dir DIR    where answers are kept; survives restarts [/var/cache/linkwise-relay]
#   --found-ttl TIME   how long a found record is kept, nginx time (30m, 6h, 2d) [6h]
#   --none-ttl TIME    how long a "no record" answer is kept [10m]
#   --max-size SIZE    the most the cache may hold on disk [1g]
#   --run-dir DIR      the configuration, logs and pid file of this run [a new temporary folder]
#   --key-file FILE    a key the operator gave the organisation, sent as Authorization: Bearer
#                      (the browsers' own keys are never passed on) [none]
#   --log-queries      also log the values looked up (off: the log holds no value)
#   --user NAME        the account nginx's workers run as when started as root [www-data]
#   --check            write the configuration, test it with nginx -t and exit
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
upstream='' listen='' rate=60 burst=2 cache_dir=/var/cache/linkwise-relay
found_ttl=6h none_ttl=10m max_size=1g run_dir='' key_file='' log_queries=false user=www-data check=false

fail() { printf 'relay: %s\n' "$1" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --upstream) upstream="${2-}"; shift 2 ;;
    --listen) listen="${2-}"; shift 2 ;;
    --rate) rate="${2-}"; shift 2 ;;
    --burst) burst="${2-}"; shift 2 ;;
    --cache-dir) cache_dir="${2-}"; shift 2 ;;
    --found-ttl) found_ttl="${2-}"; shift 2 ;;
    --none-ttl) none_ttl="${2-}"; shift 2 ;;
    --max-size) max_size="${2-}"; shift 2 ;;
    --run-dir) run_dir="${2-}"; shift 2 ;;
    --key-file) key_file="${2-}"; shift 2 ;;
    --log-queries) log_queries=true; shift ;;
    --user) user="${2-}"; shift 2 ;;
    --check) check=true; shift ;;
    -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) fail "unknown option $1 (see --help)" ;;
  esac
done

[ -n "$upstream" ] || fail '--upstream URL is required (the lookup service, e.g. https://lookup.example)'
[ -n "$listen" ] || fail '--listen PORT is required'
[[ "$rate" =~ ^[1-9][0-9]*$ ]] || fail "--rate must be a whole number of requests a minute, not $rate"
[[ "$burst" =~ ^[0-9]+$ ]] || fail "--burst must be a whole number, not $burst"
for time in "$found_ttl" "$none_ttl"; do
  [[ "$time" =~ ^[0-9]+[smhd]?$ ]] || fail "a TTL is a number with s, m, h or d (6h, 10m), not $time"
done
[[ "$listen" =~ ^[0-9]+$ ]] && listen="127.0.0.1:$listen"
[[ "$listen" =~ ^[^[:space:]]+:[0-9]+$ ]] || fail "--listen must be PORT or ADDR:PORT, not $listen"

# The service's address: scheme, host[:port] and any path before /api/v1/check.
[[ "$upstream" =~ ^(https?)://([^/?#[:space:]]+)(/[^?#[:space:]]*)?$ ]] ||
  fail "--upstream must be an http(s) address with no query, not $upstream"
scheme="${BASH_REMATCH[1]}" authority="${BASH_REMATCH[2]}" base_path="${BASH_REMATCH[3]%/}"
service_host="${authority%%:*}"
[[ "$authority" == *@* ]] && fail '--upstream must not hold a user name or password'

command -v nginx >/dev/null || fail 'nginx is not installed (apt-get install -y nginx libnginx-mod-http-js)'
js_module=/usr/lib/nginx/modules/ngx_http_js_module.so
[ -e "$js_module" ] || fail 'njs is not installed (apt-get install -y libnginx-mod-http-js)'

[ -n "$run_dir" ] || run_dir="$(mktemp -d -t linkwise-relay.XXXXXX)"
mkdir -p "$run_dir/logs" "$run_dir/tmp" "$cache_dir"
cp "$here/relay.js" "$run_dir/relay.js"
user_line=''
if [ "$(id -u)" = 0 ]; then
  # Workers never run as root: they own only this run's folder and the cache.
  user_line="user $user;"
  chown -R "$user" "$run_dir" "$cache_dir"
fi

# The organisation's own key for the service, if it has one: read from a file (never on the
# command line, where other users see it), one line of printable characters.
auth=''
if [ -n "$key_file" ]; then
  [ -r "$key_file" ] || fail "--key-file $key_file cannot be read"
  key="$(head -n 1 "$key_file" | tr -d '\r\n')"
  [[ "$key" =~ ^[A-Za-z0-9._~+/=-]{8,512}$ ]] || fail "the key in $key_file is not a key (8–512 letters, digits or ._~+/=-)"
  auth="proxy_set_header Authorization \"Bearer $key\";"
fi

# nginx writes a request's line (and so the value) into its error messages: keep them to
# failures of nginx itself unless queries may be logged.
if $log_queries; then
  log_format='$time_iso8601 $status $upstream_cache_status $request_time "$relay_q"'
  error_level=warn
else
  log_format='$time_iso8601 $status $upstream_cache_status $request_time'
  error_level=crit
fi
# The rate as a rolling minute, in nginx's leaky bucket: a page's handful of questions goes at
# once (a sixth of the rate), a few more wait their turn (--burst), and the bucket drains at what
# is left, so no minute ever holds more than --rate however the fleet asks.
instant=$((rate / 6))
drain=$((rate - instant - burst - 1))
[ "$drain" -ge 1 ] || fail "--rate $rate leaves no room after --burst $burst (use a larger rate or a smaller burst)"
# What a browser refused by the fleet's rate is told to wait: one slot, at least a second.
retry_after=$(((60 + drain - 1) / drain))
tls=''
if [ "$scheme" = https ]; then
  tls="proxy_ssl_server_name on; proxy_ssl_name $service_host; proxy_ssl_verify on;"
  tls+=" proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;"
fi

umask 077 # the configuration may hold the key
sed -e "s|@USER_LINE@|$user_line|" \
  -e "s|@JS_MODULE@|$js_module|" \
  -e "s|@RUN_DIR@|$run_dir|g" \
  -e "s|@CACHE_DIR@|$cache_dir|" \
  -e "s|@MAX_SIZE@|$max_size|" \
  -e "s|@ERROR_LEVEL@|$error_level|" \
  -e "s|@LOG_FORMAT@|$log_format|" \
  -e "s|@RATE@|$rate|g" \
  -e "s|@DRAIN@|$drain|" \
  -e "s|@BURST@|$((instant + burst))|" \
  -e "s|@INSTANT@|$instant|" \
  -e "s|@RETRY_AFTER@|$retry_after|" \
  -e "s|@FOUND_TTL@|$found_ttl|" \
  -e "s|@NONE_TTL@|$none_ttl|" \
  -e "s|@LISTEN@|$listen|" \
  -e "s|@SERVICE@|$scheme://$authority$base_path/api/v1/check|" \
  -e "s|@SERVICE_HOST@|$service_host|" \
  -e "s|@SERVICE_AUTHORITY@|$authority|" \
  -e "s|@TLS@|$tls|" \
  -e "s|@AUTH@|$auth|" \
  "$here/nginx.conf.in" >"$run_dir/nginx.conf"
nginx -t -q -p "$run_dir" -c "$run_dir/nginx.conf" -g 'daemon off;'
if $check; then
  printf 'relay: configuration in %s is valid\n' "$run_dir/nginx.conf"
  exit 0
fi
printf 'relay: http://%s → %s (%s a minute), cache %s, logs %s/logs\n' \
  "$listen" "$scheme://$authority$base_path" "$rate" "$cache_dir" "$run_dir"
exec nginx -p "$run_dir" -c "$run_dir/nginx.conf" -g 'daemon off;'
