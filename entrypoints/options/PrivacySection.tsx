import { useEffect, useState } from 'preact/hooks';
import { ListEditor } from '@/components/ListEditor';
import type { SentLogEntry } from '@/utils/lookup/sent-log';
import { sendMessage } from '@/utils/messaging';
import { getList, ignoredSitesItem, trustedValuesItem, updateList } from '@/utils/storage';

const FEATURE_LABEL: Record<SentLogEntry['feature'], string> = {
  site: 'Site you opened',
  page: 'Page protection',
  'context-menu': 'Context menu',
  popup: 'Popup check',
  'pre-shorten': 'Check before shortening',
};

/** What left the browser, and the user's exceptions: trusted values and unchecked sites. */
export function PrivacySection() {
  const [log, setLog] = useState<SentLogEntry[] | null>(null);
  const [trusted, setTrusted] = useState<string[]>([]);
  const [ignored, setIgnored] = useState<string[]>([]);

  async function refresh() {
    const reply = await sendMessage({ type: 'lookup:sent-log' });
    setLog(reply.ok ? reply.value : []);
    setTrusted(await getList(trustedValuesItem));
    setIgnored(await getList(ignoredSitesItem));
  }

  useEffect(() => {
    void refresh();
    const unwatch = [trustedValuesItem.watch(refresh), ignoredSitesItem.watch(refresh)];
    return () => {
      for (const stop of unwatch) stop();
    };
  }, []);

  return (
    <section aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">Sent to the lookup service</h2>
      <p class="hint">
        Each line is one value that left your browser: only a hostname, an e-mail address or a phone
        number, never a full address or page content. The last 200 are kept.
      </p>
      <div class="row">
        <button type="button" onClick={refresh}>
          Refresh
        </button>
        <button
          type="button"
          disabled={!log?.length}
          onClick={async () => {
            await sendMessage({ type: 'lookup:sent-log-clear' });
            await refresh();
          }}
        >
          Clear the log
        </button>
      </div>
      {log && log.length === 0 && <p class="hint">Nothing has been sent yet.</p>}
      {log && log.length > 0 && (
        <table class="sent-log">
          <caption class="visually-hidden">Values sent to the lookup service, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Value</th>
              <th scope="col">Asked by</th>
            </tr>
          </thead>
          <tbody>
            {log.map((entry) => (
              <tr key={`${entry.time}-${entry.value}`}>
                <td>{new Date(entry.time).toLocaleString()}</td>
                <td>
                  <code>{entry.value}</code>
                </td>
                <td>
                  {FEATURE_LABEL[entry.feature]}
                  {entry.private ? ' (private window, not saved)' : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListEditor
        title="Trusted values"
        description="Values you marked “Trust this”. They are never checked or marked."
        items={trusted}
        empty="You have not trusted any value."
        onRemove={(value) => void updateList(trustedValuesItem, value, false)}
      />
      <ListEditor
        title="Sites not checked"
        description="Sites where you chose “Don’t check on this site”. Nothing on them is checked."
        items={ignored}
        empty="Every site is checked."
        onRemove={(host) => void updateList(ignoredSitesItem, host, false)}
      />
    </section>
  );
}
