import { describeFailure } from '../../api/describe';
import type { AppFailure, Result } from '../../api/failures';
import { i18n } from '../../i18n';
import type { ShortenOutcome } from '../../messaging';
import type { ToastMessage } from '../../page-messages';
import { shortenableUrl } from '../../shorten/eligibility';

export interface QuickShortenDeps {
  shorten: (url: string) => Promise<Result<ShortenOutcome, AppFailure>>;
  copy: (text: string) => Promise<boolean>;
  /** Tells the person what happened: in the page if possible, else badge and notification. */
  confirm: (tabId: number | undefined, message: Omit<ToastMessage, 'type'>) => Promise<void>;
}

/**
 * "Shorten this link", "Shorten this page" and the keyboard shortcut: shorten, copy, and say so
 * in one sentence. A known scam is not shortened here; the popup offers the deliberate override.
 */
export async function quickShorten(
  url: string | undefined,
  tabId: number | undefined,
  deps: QuickShortenDeps,
): Promise<void> {
  const eligible = shortenableUrl(url);
  if (!eligible.ok) return deps.confirm(tabId, { text: eligible.failure, tone: 'error' });
  const outcome = await deps.shorten(eligible.value);
  if (!outcome.ok) {
    return deps.confirm(tabId, {
      text: describeFailure(outcome.failure, 'shorten').sentence,
      tone: 'error',
    });
  }
  if (outcome.value.kind === 'risky') {
    const { value, level, lookalike } = outcome.value.verdict;
    return deps.confirm(tabId, {
      text: lookalike
        ? i18n.t('quick.notShortenedLookalike', [value, lookalike.imitates])
        : i18n.t('quick.notShortenedRisky', [value, level]),
      tone: 'error',
    });
  }
  const { shortUrl } = outcome.value.entry;
  const copied = await deps.copy(shortUrl);
  await deps.confirm(tabId, {
    text: i18n.t(copied ? 'quick.copied' : 'quick.notCopied', [shortUrl]),
    tone: copied ? 'success' : 'error',
  });
}
