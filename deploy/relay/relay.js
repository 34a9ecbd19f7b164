// The relay's two decisions nginx cannot make alone (njs, Debian's libnginx-mod-http-js):
// the cache key is the value as the service understands it, and how long an answer is kept
// depends on what it says — the service's "no record" status code is not documented, so the
// body decides, not the code.

/** The most a value can be: an e-mail address (254) with room to spare; longer is not a value. */
const MAX_VALUE = 320;

/** `q` as written (form encoding: `+` is a space), or null when it cannot be read. */
function rawValue(r) {
  const written = r.variables.arg_q;
  if (written === undefined || written === '') return null;
  try {
    return decodeURIComponent(written.replace(/\+/g, ' '));
  } catch (_) {
    return null;
  }
}

/**
 * The normalised value: trimmed, lower-case (host names and addresses' domains are
 * case-insensitive, phone numbers have no case), a host's trailing dot dropped. Browsers of one
 * fleet that write the same value differently share one cache entry and one request.
 */
function normalised(r) {
  const value = rawValue(r);
  if (value === null) return '';
  const folded = value.trim().toLowerCase().replace(/\.$/, '');
  return folded.length > 0 && folded.length <= MAX_VALUE ? folded : '';
}

/** `$relay_q`: the cache key ('' when there is no usable value; that request is refused). */
function cacheKey(r) {
  return normalised(r);
}

/** `$relay_q_arg`: the only argument the service is sent. */
function serviceArgument(r) {
  return encodeURIComponent(normalised(r));
}

/** Seconds from an nginx time like `6h`, `10m`, `30s` or `90` (the run script checks them). */
function seconds(time) {
  const match = /^(\d+)([smhd]?)$/.exec(time);
  if (!match) return 0;
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2]];
  return Number(match[1]) * unit;
}

/** A found record: the documented shape (2.2), an object with `data`. */
function isFound(text) {
  try {
    const body = JSON.parse(text);
    return typeof body === 'object' && body !== null && typeof body.data === 'object';
  } catch (_) {
    return false;
  }
}

/** A "no record" answer: the documented shape (2.3), `found: false`. */
function isNoRecord(text) {
  try {
    const body = JSON.parse(text);
    return typeof body === 'object' && body !== null && body.found === false;
  } catch (_) {
    return false;
  }
}

/**
 * Asks the service (through the internal location that holds the fleet's rate) and tells the
 * cache how long to keep the answer: found records for `$relay_found_ttl`, "no record" for
 * `$relay_none_ttl`, anything else not at all (it is passed on as it came).
 */
async function check(r) {
  const reply = await r.subrequest('/_service', { args: `q=${r.variables.arg_q}` });
  const text = reply.responseText || '';
  let keepFor = 0;
  if (reply.status === 200 && isFound(text)) keepFor = seconds(r.variables.relay_found_ttl);
  else if (reply.status < 500 && reply.status !== 429 && isNoRecord(text))
    keepFor = seconds(r.variables.relay_none_ttl);
  r.headersOut['Content-Type'] = 'application/json';
  r.headersOut['X-Accel-Expires'] = String(keepFor);
  // The service's own refusal: its Retry-After, or a minute when it gave none.
  if (reply.status === 429) r.headersOut['Retry-After'] = reply.headersOut['Retry-After'] || '60';
  r.return(reply.status, text);
}

export default { cacheKey, serviceArgument, check };
