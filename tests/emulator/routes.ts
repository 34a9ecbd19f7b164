import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { DEMO_RECORDS, generatedRecord, sampledRecord } from './dataset';
import { sendJson } from './http-utils';

export interface StoredLink {
  id: string;
  slug: string;
  destination: string;
  expiresAt: string | null;
  upgrade: boolean;
}

export interface EmulatorState {
  apiKeys: Set<string>;
  links: Map<string, StoredLink>;
  /** Status code of the "no record" answer; not shown in the spec, so tests switch it. */
  noRecordStatus: number;
  /** One domain in this many reported (sampledRecord); 0: none beyond the demo data. */
  riskyEvery: number;
}

/** Links made without a key expire after this long (an assumption: the spec only says
 * authenticated links are permanent). */
const ANONYMOUS_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const MAX_DESTINATION_LENGTH = 4096;
const SLUG_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newSlug(): string {
  return [...randomBytes(7)].map((byte) => SLUG_ALPHABET[byte % SLUG_ALPHABET.length]).join('');
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  return ['http:', 'https:'].includes(new URL(value).protocol);
}

/** POST /api/public/shorten, spec §4.1, with the assumptions listed in the README. */
export function handleShorten(
  res: ServerResponse,
  state: EmulatorState,
  headers: { authorization?: string; contentType?: string },
  body: unknown,
) {
  if (!headers.contentType?.toLowerCase().startsWith('application/json')) {
    return sendJson(res, 415, { error: 'Content-Type must be application/json.' });
  }
  const authenticated = headers.authorization !== undefined;
  if (authenticated) {
    const key = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    if (!key || !state.apiKeys.has(key)) return sendJson(res, 401, { error: 'Invalid API key.' });
  }
  if (typeof body !== 'object' || body === null) {
    return sendJson(res, 400, { error: 'Body must be a JSON object.' });
  }
  const { destination, fingerprint } = body as Record<string, unknown>;
  if (!isHttpUrl(destination) || destination.length > MAX_DESTINATION_LENGTH) {
    return sendJson(res, 400, { error: 'destination must be an http(s) URL.' });
  }
  if (!authenticated && (typeof fingerprint !== 'string' || !fingerprint)) {
    return sendJson(res, 400, { error: 'fingerprint is required without an API key.' });
  }
  const link: StoredLink = {
    id: `lnk_${state.links.size + 1}`,
    slug: newSlug(),
    destination,
    expiresAt: authenticated
      ? null
      : new Date(Date.now() + ANONYMOUS_LINK_LIFETIME_MS).toISOString(),
    upgrade: !authenticated,
  };
  state.links.set(link.slug, link);
  sendJson(res, 201, link);
}

/** GET /api/v1/check?q=, spec §4.2: exact match against the demo data. */
export function handleLookup(res: ServerResponse, state: EmulatorState, q: string | null) {
  if (!q?.trim()) return sendJson(res, 400, { error: 'Query parameter q is required.' });
  const value = q.trim().toLowerCase();
  const found =
    DEMO_RECORDS[value] ?? generatedRecord(value) ?? sampledRecord(value, state.riskyEvery);
  if (!found) {
    return sendJson(res, state.noRecordStatus, {
      found: false,
      message: 'No public records found for this value.',
    });
  }
  sendJson(res, 200, {
    query: q,
    data: {
      type: found.type,
      risk: { score: found.score, level: found.level },
      reports: found.reports,
      status: found.status,
      last_updated: found.lastUpdated,
    },
  });
}
