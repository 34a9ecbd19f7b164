import { useEffect, useState } from 'preact/hooks';
import { formatNumber, i18n, type PlainKey } from '@/utils/i18n';
import {
  clearKeptAside,
  getKeptAside,
  type KeptAsideEntry,
  keptAsideItem,
  SWEPT_STORES,
  type SweptStore,
} from '@/utils/kept-aside';

const STORE_LABEL: Record<SweptStore, PlainKey> = {
  history: 'options.keptStore_history',
  settings: 'options.keptStore_settings',
  trusted: 'options.keptStore_trusted',
  ignored: 'options.keptStore_ignored',
  sitesYouUse: 'options.keptStore_sitesYouUse',
  settingsTouched: 'options.keptStore_settingsTouched',
  sentLog: 'options.keptStore_sentLog',
};

/** Saves the entries as a JSON file the person keeps; nothing leaves the computer. */
function download(entries: readonly KeptAsideEntry[]): void {
  const blob = new Blob([`${JSON.stringify(entries, null, 2)}\n`], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = 'linkwise-kept-aside.json';
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

/**
 * What an earlier version stored and this one cannot read (kept-aside.ts): shown only when
 * there is some, with a count per kind, to download or delete. Never deleted without asking.
 */
export function KeptAsideSection() {
  const [entries, setEntries] = useState<KeptAsideEntry[]>([]);

  useEffect(() => {
    const refresh = () => void getKeptAside().then(setEntries);
    refresh();
    return keptAsideItem.watch(refresh);
  }, []);

  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="kept-aside-heading" data-kept-aside={entries.length}>
      <h2 id="kept-aside-heading">{i18n.t('options.keptHeading')}</h2>
      <p class="hint">{i18n.t('options.keptHint')}</p>
      <ul>
        {SWEPT_STORES.map((store) => {
          const count = entries.filter((entry) => entry.store === store).length;
          return count === 0 ? null : (
            <li key={store} data-store={store}>
              {i18n.t('options.keptLine', [i18n.t(STORE_LABEL[store]), formatNumber(count)])}
            </li>
          );
        })}
      </ul>
      <div class="row">
        <button type="button" onClick={() => download(entries)}>
          {i18n.t('options.keptDownload')}
        </button>
        <button type="button" onClick={() => void clearKeptAside()}>
          {i18n.t('options.keptDelete')}
        </button>
      </div>
    </section>
  );
}
