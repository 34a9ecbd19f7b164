import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { FailureNotice } from '@/components/FailureNotice';
import { RiskWarning } from '@/components/RiskWarning';
import { type CopyState, ShortLinkCard } from '@/components/ShortLinkCard';
import { SiteAlert } from '@/components/SiteAlert';
import { Spinner } from '@/components/Spinner';
import type { AppFailure } from '@/utils/api/failures';
import { i18n } from '@/utils/i18n';
import type { RiskyVerdict } from '@/utils/lookup/verdict';
import { sendMessage } from '@/utils/messaging';
import type { CheckReport, PageReport } from '@/utils/page-messages';
import type { Settings } from '@/utils/settings/schema';
import { settingsAsTheyApply } from '@/utils/settings-as-they-apply';
import { shortenableUrl } from '@/utils/shorten/eligibility';
import type { HistoryEntry } from '@/utils/shorten/history';
import { siteOfTab } from '@/utils/site/blocked-page';
import { CheckView, takePendingCheck } from './CheckView';
import { HistoryView } from './HistoryView';
import { PageSection } from './PageSection';
import { PauseNotice } from './PauseNotice';
import { ShortcutHint } from './ShortcutHint';

const REPORT_REFRESH_MS = 1_000;

type State =
  | { step: 'idle'; problem?: string }
  | { step: 'busy' }
  | { step: 'risky'; verdict: RiskyVerdict; url: string }
  | { step: 'failed'; failure: AppFailure }
  | { step: 'done'; entry: HistoryEntry };

/** The toolbar popup: shortens the current tab's URL (or a pasted one) in one step. */
export function Popup() {
  const [view, setView] = useState<'shorten' | 'check' | 'history'>('shorten');
  const [pending, setPending] = useState<CheckReport | null>(null);
  const [url, setUrl] = useState('');
  const [state, setState] = useState<State>({ step: 'idle' });
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const [settings, setSettings] = useState<Settings | null>(null);
  const [tabId, setTabId] = useState<number | undefined>(undefined);
  const [report, setReport] = useState<PageReport | null>(null);
  /** The tab's own address (the field below may be edited). */
  const [tabUrl, setTabUrl] = useState('');

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  async function shorten(
    target: string,
    options: { confirmRisky?: boolean; autoCopy?: boolean } = {},
  ) {
    const eligible = shortenableUrl(target);
    if (!eligible.ok) return setState({ step: 'idle', problem: eligible.failure });
    setState({ step: 'busy' });
    setCopyState('idle');
    const reply = await sendMessage({
      type: 'shorten:create',
      url: eligible.value,
      confirmRisky: options.confirmRisky ?? false,
    });
    if (!reply.ok) return setState({ step: 'failed', failure: reply.failure });
    if (reply.value.kind === 'risky') {
      return setState({ step: 'risky', verdict: reply.value.verdict, url: eligible.value });
    }
    setState({ step: 'done', entry: reply.value.entry });
    if (options.autoCopy) await copy(reply.value.entry.shortUrl);
  }

  useEffect(() => {
    Promise.all([
      browser.tabs.query({ active: true, currentWindow: true }),
      settingsAsTheyApply(),
      takePendingCheck(),
    ]).then(([[tab], loaded, waiting]) => {
      setSettings(loaded);
      setTabId(tab?.id);
      const tabUrl = tab?.url ?? '';
      setUrl(tabUrl);
      setTabUrl(tabUrl);

      // Opened by the background to show a check that had no page to appear in.
      if (waiting) {
        setPending(waiting);
        setView('check');
        return;
      }
      const eligible = shortenableUrl(tabUrl);
      // An unsupported page sends nothing: the popup only says why.
      if (!eligible.ok) setState({ step: 'idle', problem: eligible.failure });
      else if (loaded.autoShorten) void shorten(tabUrl, { autoCopy: loaded.autoCopy });
    });
  }, []);

  // The tab's report, kept current while the popup is open (the page reads more as it scrolls).
  useEffect(() => {
    if (tabId === undefined) return;
    const load = () =>
      sendMessage({ type: 'page:report', tabId }).then((reply) =>
        setReport(reply.ok ? reply.value : null),
      );
    void load();
    const timer = setInterval(load, REPORT_REFRESH_MS);
    return () => clearInterval(timer);
  }, [tabId]);

  return (
    <main>
      <SiteAlert site={report?.site ?? null} host={siteOfTab(tabUrl)} />
      <header class="row popup-header">
        <h1>Linkwise</h1>
        <nav class="row" aria-label={i18n.t('popup.views')}>
          <button
            type="button"
            aria-pressed={view === 'shorten'}
            onClick={() => setView('shorten')}
          >
            {i18n.t('popup.shortenTab')}
          </button>
          <button type="button" aria-pressed={view === 'check'} onClick={() => setView('check')}>
            {i18n.t('popup.checkTab')}
          </button>
          <button
            type="button"
            aria-pressed={view === 'history'}
            onClick={() => setView('history')}
          >
            {i18n.t('popup.historyTab')}
          </button>
        </nav>
      </header>
      {view === 'history' && <HistoryView />}
      {view === 'check' && <CheckView settings={settings} pending={pending} tabId={tabId} />}
      {view === 'shorten' && (
        <>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void shorten(url, { autoCopy: settings?.autoCopy });
            }}
          >
            <label for="url">{i18n.t('popup.addressLabel')}</label>
            <div class="row">
              <input
                id="url"
                type="url"
                dir="ltr"
                value={url}
                placeholder={i18n.t('popup.addressPlaceholder')}
                onInput={(event) => setUrl(event.currentTarget.value)}
              />
              <button class="primary" type="submit" disabled={state.step === 'busy'}>
                {i18n.t('popup.shorten')}
              </button>
            </div>
          </form>
          <div aria-live="polite">
            {state.step === 'idle' && state.problem && (
              <p class="notice" data-testid="problem">
                {state.problem}
              </p>
            )}
            {state.step === 'busy' && <Spinner label={i18n.t('popup.shortening')} />}
            {state.step === 'failed' && (
              <FailureNotice
                failure={state.failure}
                service="shorten"
                onRetry={() => shorten(url, { autoCopy: settings?.autoCopy })}
              />
            )}
            {state.step === 'risky' && (
              <RiskWarning
                verdict={state.verdict}
                onCancel={() => setState({ step: 'idle', problem: i18n.t('popup.notShortened') })}
                onConfirm={() =>
                  shorten(state.url, { confirmRisky: true, autoCopy: settings?.autoCopy })
                }
              />
            )}
            {state.step === 'done' && (
              <ShortLinkCard
                entry={state.entry}
                copyState={copyState}
                onCopy={() => copy(state.entry.shortUrl)}
              />
            )}
          </div>
          <PauseNotice />
          <PageSection tabId={tabId} report={report} />
          <ShortcutHint />
        </>
      )}
    </main>
  );
}
