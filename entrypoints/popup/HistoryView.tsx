import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { QrCode } from '@/components/QrCode';
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

  if (!list) return <p role="status">Loading history…</p>;
  if (list.length === 0) {
    return <p class="hint">No short links yet. Links you shorten appear here, newest first.</p>;
  }
  const shown = searchHistory(list, query);
  return (
    <section aria-label="History">
      <label for="history-search">Search history</label>
      <input
        id="history-search"
        type="text"
        value={query}
        placeholder="Address or short link"
        onInput={(event) => setQuery(event.currentTarget.value)}
      />
      <p class="hint" role="status">
        {shown.length} of {list.length} link{list.length === 1 ? '' : 's'}
      </p>
      <ul class="history" data-testid="history">
        {shown.map((entry) => (
          <li key={entry.shortUrl}>
            <p class="history-link">{entry.shortUrl}</p>
            <p class="hint history-destination" title={entry.destination}>
              {entry.destination}
            </p>
            <p class="hint">
              {new Date(entry.createdAt).toLocaleString()} · {expiryText(entry.expiresAt)}
            </p>
            <div class="row">
              <button
                type="button"
                aria-label={`Copy ${entry.shortUrl}`}
                onClick={async () => {
                  await navigator.clipboard.writeText(entry.shortUrl);
                  setCopied(entry.shortUrl);
                }}
              >
                {copied === entry.shortUrl ? 'Copied' : 'Copy'}
              </button>
              <button
                type="button"
                aria-expanded={qrFor === entry.shortUrl}
                aria-label={`QR code for ${entry.shortUrl}`}
                onClick={() => setQrFor(qrFor === entry.shortUrl ? null : entry.shortUrl)}
              >
                QR
              </button>
              <button
                type="button"
                aria-label={`Open ${entry.shortUrl}`}
                onClick={() => browser.tabs.create({ url: entry.shortUrl })}
              >
                Open
              </button>
              <button
                type="button"
                aria-label={`Delete ${entry.shortUrl} from history`}
                onClick={() => setHistory(removeFromHistory(list, entry.shortUrl))}
              >
                Delete
              </button>
            </div>
            {qrFor === entry.shortUrl && <QrCode text={entry.shortUrl} slug={entry.slug} />}
          </li>
        ))}
      </ul>
      <div class="row">
        <button type="button" onClick={() => exportCsv(list)}>
          Export CSV
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
              Yes, clear all
            </button>
            <button type="button" onClick={() => setConfirmClear(false)}>
              Keep
            </button>
          </>
        ) : (
          <button type="button" onClick={() => setConfirmClear(true)}>
            Clear all…
          </button>
        )}
      </div>
    </section>
  );
}
