import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { FailureNotice } from '@/components/FailureNotice';
import { Spinner } from '@/components/Spinner';
import { type ResponseFor, sendMessage } from '@/utils/messaging';
import { shortenableUrl } from '@/utils/shorten/eligibility';
import { getSettings } from '@/utils/storage';

type State =
  | { step: 'idle'; problem?: string }
  | { step: 'busy' }
  | { step: 'done'; reply: ResponseFor<'shorten:create'> };

/** The toolbar popup: shortens the current tab's URL (or a pasted one) in one step. */
export function Popup() {
  const [url, setUrl] = useState('');
  const [state, setState] = useState<State>({ step: 'idle' });
  const [copied, setCopied] = useState(false);

  async function shorten(target: string) {
    const eligible = shortenableUrl(target);
    if (!eligible.ok) return setState({ step: 'idle', problem: eligible.failure });
    setState({ step: 'busy' });
    setCopied(false);
    setState({
      step: 'done',
      reply: await sendMessage({ type: 'shorten:create', url: eligible.value }),
    });
  }

  useEffect(() => {
    Promise.all([browser.tabs.query({ active: true, currentWindow: true }), getSettings()]).then(
      ([[tab], settings]) => {
        setUrl(tab?.url ?? '');
        if (settings.autoShorten) void shorten(tab?.url ?? '');
      },
    );
  }, []);

  async function copy(text: string) {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  }

  return (
    <main>
      <h1>Linkwise</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void shorten(url);
        }}
      >
        <label for="url">Address to shorten</label>
        <div class="row">
          <input
            id="url"
            type="url"
            value={url}
            onInput={(event) => setUrl(event.currentTarget.value)}
          />
          <button class="primary" type="submit" disabled={state.step === 'busy'}>
            Shorten
          </button>
        </div>
      </form>
      {state.step === 'idle' && state.problem && <p class="notice">{state.problem}</p>}
      {state.step === 'busy' && <Spinner label="Shortening…" />}
      {state.step === 'done' && !state.reply.ok && (
        <FailureNotice
          failure={state.reply.failure}
          service="shorten"
          onRetry={() => shorten(url)}
        />
      )}
      {state.step === 'done' && state.reply.ok && (
        <section aria-label="Short link" class="notice">
          <p class="short-link" data-testid="short-link">
            {state.reply.value.shortUrl}
          </p>
          <div class="row">
            <button
              type="button"
              onClick={() => state.reply.ok && copy(state.reply.value.shortUrl)}
            >
              Copy
            </button>
            <span class="success" role="status">
              {copied ? 'Copied to the clipboard.' : ''}
            </span>
          </div>
        </section>
      )}
    </main>
  );
}
