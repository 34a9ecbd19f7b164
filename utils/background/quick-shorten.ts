import { describeFailure } from '../api/describe';
import type { AppFailure, Result } from '../api/failures';
import type { ShortenOutcome, ToastMessage } from '../messaging';
import { shortenableUrl } from '../shorten/eligibility';

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
    const { value, level } = outcome.value.verdict;
    return deps.confirm(tabId, {
      text: `Not shortened: ${value} is a reported scam (${level}). To shorten it anyway, use the Linkwise popup.`,
      tone: 'error',
    });
  }
  const { shortUrl } = outcome.value.entry;
  const copied = await deps.copy(shortUrl);
  await deps.confirm(tabId, {
    text: copied
      ? `Copied ${shortUrl}`
      : `Shortened to ${shortUrl}, but it could not be copied. Open the popup to copy it.`,
    tone: copied ? 'success' : 'error',
  });
}
