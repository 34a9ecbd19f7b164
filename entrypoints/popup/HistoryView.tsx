import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { QrCode } from '@/components/QrCode';
import { formatDateTime, formatNumber, i18n, plural } from '@/utils/i18n';
import { expiryText } from '@/utils/shorten/expiry';
import {
  type HistoryEntry,
  historyToCsv,
  removeFromHistory,
  searchHistory,
} from '@/utils/shorten/history';
import { getHistory, setHistory, watchHistory } from '@/utils/storage';
import { downloadBlob } from '@/utils/ui/download';

function exportCsv(list: readonly HistoryEntry[]): void {
  const name = `linkwise-history-${new Date().toISOString().slice(0, 10)}.csv`;
  downloadBlob(new Blob([historyToCsv(list)], { type: 'text/csv' }), name);
}

/** The last 200 short links: search, copy, QR, open, delete one, clear all, export CSV. */
export function HistoryView() {
  const [list, setList] = useState<HistoryEntry[] | null>(null);
  const [query, setQuery] = useState('');
  const [qrFor, setQrFor] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);

  useEffect(() => {
    const load = () => void getHistory().then(setList);
    load();
    return watchHistory(load);
  }, []);

  if (!list) return <p role="status">{i18n.t('popup.loadingHistory')}</p>;
  if (list.length === 0) {
    return <p class="hint">{i18n.t('popup.noHistory')}</p>;
  }
  const shown = searchHistory(list, query);
  return (
    <section aria-label={i18n.t('popup.historyTab')}>
      <label for="history-search">{i18n.t('popup.searchHistory')}</label>
      <input
        id="history-search"
        type="text"
        value={query}
        placeholder={i18n.t('popup.searchPlaceholder')}
        onInput={(event) => setQuery(event.currentTarget.value)}
      />
      <p class="hint" role="status">
        {plural('popup.historyCount', list.length, [formatNumber(shown.length)])}
      </p>
      <ul class="history" data-testid="history">
        {shown.map((entry) => (
          <li key={entry.shortUrl}>
            <p class="history-link" dir="ltr">
              {entry.shortUrl}
            </p>
            <p class="hint history-destination" dir="ltr" title={entry.destination}>
              {entry.destination}
            </p>
            <p class="hint">
              {formatDateTime(entry.createdAt)} · {expiryText(entry.expiresAt)}
            </p>
            <div class="row">
              <button
                type="button"
                aria-label={i18n.t('popup.copyLink', [entry.shortUrl])}
                onClick={async () => {
                  await navigator.clipboard.writeText(entry.shortUrl);
                  setCopied(entry.shortUrl);
                }}
              >
                {i18n.t(copied === entry.shortUrl ? 'popup.copiedShort' : 'popup.copy')}
              </button>
              <button
                type="button"
                aria-expanded={qrFor === entry.shortUrl}
                aria-label={i18n.t('popup.qrFor', [entry.shortUrl])}
                onClick={() => setQrFor(qrFor === entry.shortUrl ? null : entry.shortUrl)}
              >
                {i18n.t('popup.qr')}
              </button>
              <button
                type="button"
                aria-label={i18n.t('popup.openLink', [entry.shortUrl])}
                onClick={() => browser.tabs.create({ url: entry.shortUrl })}
              >
                {i18n.t('popup.open')}
              </button>
              <button
                type="button"
                aria-label={i18n.t('popup.deleteLink', [entry.shortUrl])}
                onClick={() => setHistory(removeFromHistory(list, entry.shortUrl))}
              >
                {i18n.t('popup.delete')}
              </button>
            </div>
            {qrFor === entry.shortUrl && <QrCode text={entry.shortUrl} slug={entry.slug} />}
          </li>
        ))}
      </ul>
      <div class="row">
        <button type="button" onClick={() => exportCsv(list)}>
          {i18n.t('popup.exportCsv')}
        </button>
        {confirmClear ? (
          <>
            <button
              type="button"
              class="danger"
              onClick={async () => {
                await setHistory([]);
                setConfirmClear(false);
              }}
            >
              {i18n.t('popup.clearConfirm')}
            </button>
            <button type="button" onClick={() => setConfirmClear(false)}>
              {i18n.t('popup.keep')}
            </button>
          </>
        ) : (
          <button type="button" onClick={() => setConfirmClear(true)}>
            {i18n.t('popup.clearAll')}
          </button>
        )}
      </div>
    </section>
  );
}
