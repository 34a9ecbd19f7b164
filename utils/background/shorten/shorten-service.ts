import type { AppFailure, Result } from '../../api/failures';
import { createShortLink, ShortenRequestSchema } from '../../api/shorten';
import { i18n } from '../../i18n';
import type { ShortenOutcome } from '../../messaging';
import { keysFor } from '../../settings/resolve';
import type { HistoryEntry } from '../../shorten/history';
import { formatShortLink } from '../../shorten/short-link';
import type { HandlerDeps } from '../wiring/deps';
import { endpointsOf } from '../wiring/state';

const fail = (failure: AppFailure) => ({ ok: false as const, failure });

/**
 * Shortens one URL for any feature (popup, context menu, shortcut). The destination is checked
 * for scam records first, unless the person already confirmed; a check that cannot be done
 * never blocks shortening. The link lands in history here, in the background, so closing the
 * popup mid-request loses nothing.
 */
export async function shortenUrl(
  url: string,
  { confirmRisky }: { confirmRisky: boolean },
  deps: HandlerDeps,
): Promise<Result<ShortenOutcome, AppFailure>> {
  await deps.beforeSending?.();
  const [state, fingerprint] = await Promise.all([deps.state(), deps.getInstallId()]);
  const { shortenBase, shortLinkBase } = endpointsOf(state, deps.buildDefaults);
  if (!shortenBase || !shortLinkBase) return fail({ kind: 'not-configured', service: 'shorten' });
  const request = ShortenRequestSchema.safeParse({ destination: url, fingerprint });
  if (!request.success) {
    return fail({
      kind: 'invalid-input',
      reason: i18n.t('refusal.onlyWebShorten'),
    });
  }
  if (!confirmRisky) {
    const verdict = await deps.engine.check(url, { priority: 'user', feature: 'pre-shorten' });
    if (verdict.kind === 'risky') return { ok: true, value: { kind: 'risky', verdict } };
  }
  const { apiKey } = keysFor(state.secrets);
  const result = await createShortLink({ baseUrl: shortenBase, apiKey }, request.data, deps.http);
  if (!result.ok) return result;
  const entry: HistoryEntry = {
    ...result.value,
    shortUrl: formatShortLink(shortLinkBase, result.value.slug),
    createdAt: deps.http.now(),
    withKey: Boolean(apiKey),
  };
  await deps.addHistory(entry);
  return { ok: true, value: { kind: 'shortened', entry } };
}
