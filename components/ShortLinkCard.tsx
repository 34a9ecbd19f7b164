import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { i18n } from '@/utils/i18n';
import { expiryText } from '@/utils/shorten/expiry';
import type { HistoryEntry } from '@/utils/shorten/history';
import { QrCode } from './QrCode';

export type CopyState = 'idle' | 'copied' | 'failed';

interface Props {
  entry: HistoryEntry;
  copyState: CopyState;
  onCopy: () => void;
}

/** Large when it fits the popup on one line; smaller for longer links, down to 12 px. */
export function shortLinkSize(link: string): number {
  // About 0.6 em a character in the popup's 330 px of text width.
  return Math.max(12, Math.min(18, Math.floor(550 / Math.max(1, link.length))));
}

/**
 * The link with a line-break opportunity after each `/` (and nowhere else): a long link wraps
 * between its parts, never inside one. The text (and what is copied) is unchanged.
 */
export function breakAtSlashes(link: string) {
  const parts = link.split(/(?<=\/)/);
  return parts.flatMap((part, i) => (i < parts.length - 1 ? [part, <wbr key={i} />] : [part]));
}

/** The result of a shorten: the link large, copy, QR, expiry, and the account note. */
export function ShortLinkCard({ entry, copyState, onCopy }: Props) {
  const [showQr, setShowQr] = useState(false);
  return (
    <section aria-label={i18n.t('popup.shortLink')} class="notice">
      <p
        class="short-link"
        // An address reads left to right, also on a right-to-left page.
        dir="ltr"
        data-testid="short-link"
        style={{ fontSize: `${shortLinkSize(entry.shortUrl)}px` }}
      >
        {breakAtSlashes(entry.shortUrl)}
      </p>
      <div class="row">
        <button type="button" class="primary" onClick={onCopy}>
          {i18n.t('popup.copy')}
        </button>
        <button type="button" aria-expanded={showQr} onClick={() => setShowQr(!showQr)}>
          {i18n.t(showQr ? 'popup.hideQrCode' : 'popup.qrCode')}
        </button>
        <span
          role="status"
          class={copyState === 'failed' ? 'error' : 'success'}
          data-testid="copy-status"
        >
          {copyState === 'copied' && i18n.t('popup.copiedToClipboard')}
          {copyState === 'failed' && i18n.t('popup.copyFailed')}
        </span>
      </div>
      <p class="hint" data-testid="expiry">
        {expiryText(entry.expiresAt)}
      </p>
      {!entry.withKey && (
        <p class="hint">
          {i18n.t('popup.noKey')}{' '}
          <button type="button" class="link" onClick={() => browser.runtime.openOptionsPage()}>
            {i18n.t('popup.addKey')}
          </button>
        </p>
      )}
      {showQr && <QrCode text={entry.shortUrl} slug={entry.slug} />}
    </section>
  );
}
