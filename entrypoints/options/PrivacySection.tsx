import { useEffect, useState } from 'preact/hooks';
import { ListEditor } from '@/components/ListEditor';
import { formatDateTime, formatNumber, i18n, type PlainKey } from '@/utils/i18n';
import { sitesYouUse } from '@/utils/lookalike/visits';
import type { SentLogEntry } from '@/utils/lookup/sent-log';
import { sendMessage } from '@/utils/messaging';
import {
  getList,
  getSiteVisits,
  ignoredSitesItem,
  siteVisitsItem,
  trustedValuesItem,
  updateList,
} from '@/utils/storage';

const FEATURE_LABEL: Record<SentLogEntry['feature'], PlainKey> = {
  site: 'options.featureSite',
  page: 'options.featurePage',
  'context-menu': 'options.featureContextMenu',
  popup: 'options.featurePopup',
  'pre-shorten': 'options.featurePreShorten',
  reveal: 'options.featureReveal',
};

/** What left the browser, and the user's exceptions: trusted values and unchecked sites. */
export function PrivacySection() {
  const [log, setLog] = useState<SentLogEntry[] | null>(null);
  const [trusted, setTrusted] = useState<string[]>([]);
  const [ignored, setIgnored] = useState<string[]>([]);
  const [yours, setYours] = useState<string[]>([]);

  async function refresh() {
    const reply = await sendMessage({ type: 'lookup:sent-log' });
    setLog(reply.ok ? reply.value : []);
    setTrusted(await getList(trustedValuesItem));
    setIgnored(await getList(ignoredSitesItem));
    setYours(sitesYouUse(await getSiteVisits()));
  }

  useEffect(() => {
    void refresh();
    const unwatch = [
      trustedValuesItem.watch(refresh),
      ignoredSitesItem.watch(refresh),
      siteVisitsItem.watch(refresh),
    ];
    return () => {
      for (const stop of unwatch) stop();
    };
  }, []);

  return (
    <section aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">{i18n.t('options.sentHeading')}</h2>
      <p class="hint">{i18n.t('options.sentHint')}</p>
      <div class="row">
        <button type="button" onClick={refresh}>
          {i18n.t('options.refresh')}
        </button>
        <button
          type="button"
          disabled={!log?.length}
          onClick={async () => {
            await sendMessage({ type: 'lookup:sent-log-clear' });
            await refresh();
          }}
        >
          {i18n.t('options.clearLog')}
        </button>
      </div>
      {log && log.length === 0 && <p class="hint">{i18n.t('options.nothingSent')}</p>}
      {log && log.length > 0 && (
        <table class="sent-log">
          <caption class="visually-hidden">{i18n.t('options.sentCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{i18n.t('options.when')}</th>
              <th scope="col">{i18n.t('options.value')}</th>
              <th scope="col">{i18n.t('options.askedBy')}</th>
            </tr>
          </thead>
          <tbody>
            {log.map((entry) => (
              <tr key={`${entry.time}-${entry.value}`}>
                <td>{formatDateTime(entry.time)}</td>
                <td>
                  <code>{entry.value}</code>
                </td>
                <td>
                  {entry.private
                    ? i18n.t('options.privateNotSaved', [i18n.t(FEATURE_LABEL[entry.feature])])
                    : i18n.t(FEATURE_LABEL[entry.feature])}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListEditor
        title={i18n.t('options.trustedTitle')}
        description={i18n.t('options.trustedHint')}
        items={trusted}
        empty={i18n.t('options.trustedEmpty')}
        onRemove={(value) => void updateList(trustedValuesItem, value, false)}
      />
      <section aria-labelledby="yours-heading" data-testid="sites-you-use">
        <h3 id="yours-heading">{i18n.t('options.yoursTitle')}</h3>
        <p class="hint">{i18n.t('options.yoursHint')}</p>
        <p role="status">
          {yours.length > 0
            ? i18n.t('options.yoursCount', [formatNumber(yours.length)])
            : i18n.t('options.yoursEmpty')}
        </p>
        {yours.length > 0 && (
          <ul class="sites-you-use">
            {yours.map((site) => (
              <li key={site}>
                <code>{site}</code>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          disabled={yours.length === 0}
          // Every visit goes, counted or not yet: nothing learned is left behind.
          onClick={() => void siteVisitsItem.setValue({})}
        >
          {i18n.t('options.yoursClear')}
        </button>
      </section>
      <ListEditor
        title={i18n.t('options.ignoredTitle')}
        description={i18n.t('options.ignoredHint')}
        items={ignored}
        empty={i18n.t('options.ignoredEmpty')}
        onRemove={(host) => void updateList(ignoredSitesItem, host, false)}
      />
    </section>
  );
}
