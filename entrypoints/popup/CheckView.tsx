import type { CountryCode } from 'libphonenumber-js/min';
import { useEffect, useState } from 'preact/hooks';
import * as z from 'zod/mini';
import { QrFindings } from '@/components/QrFindings';
import { RevealList } from '@/components/RevealList';
import { Spinner } from '@/components/Spinner';
import { VerdictList } from '@/components/VerdictList';
import { i18n } from '@/utils/i18n';
import type { Reveal } from '@/utils/links/reveal';
import { isShortener } from '@/utils/links/shorteners';
import { MAX_VALUES_PER_CHECK } from '@/utils/lookup/check-limits';
import { messageAnswer, notCheckedAdvice } from '@/utils/lookup/danger-first';
import { type SelectedValue, selectionNotes } from '@/utils/lookup/selection';
import { messageValues, withoutUnclaimedSenders } from '@/utils/lookup/senders-in-text';
import { unwrapLink } from '@/utils/lookup/unwrap';
import type { Verdict } from '@/utils/lookup/verdict';
import { sendMessage } from '@/utils/messaging';
import { type CheckReport, CheckReportSchema } from '@/utils/page-messages';
import type { QrScan } from '@/utils/qr/qr-finding';
import { buildDefaults, resolveEndpoints } from '@/utils/settings/resolve';
import type { Settings } from '@/utils/settings/schema';
import { pendingCheckItem } from '@/utils/storage';
import { cleanText } from '@/utils/text/clean';

/** A result from the context menu that could not be shown in the page waits this long. */
const PENDING_MAX_AGE_MS = 2 * 60 * 1000;
const PendingSchema = z.object({ report: CheckReportSchema, at: z.number() });

/** Takes the waiting menu result, if any (once: it is cleared on read). */
export async function takePendingCheck(): Promise<CheckReport | null> {
  const pending = PendingSchema.safeParse(await pendingCheckItem.getValue());
  await pendingCheckItem.removeValue();
  return pending.success && Date.now() - pending.data.at < PENDING_MAX_AGE_MS
    ? pending.data.report
    : null;
}

type State =
  | { step: 'idle' }
  | { step: 'busy' }
  | { step: 'refused'; reason: string }
  | {
      step: 'done';
      verdicts: Verdict[];
      subject?: string;
      notes?: string[];
      /** A message's answer: its count first, where each value was, what is not checked yet. */
      summary?: string;
      origins?: Array<string | undefined>;
      shortLinks?: Array<string | null>;
      notChecked?: string[];
    }
  | { step: 'revealed'; reveal: Reveal }
  | { step: 'qr'; scan: QrScan };

/** The short link in the field, when it is one (a known shortener, or Linkwise's own), wrapped or not. */
function shortLinkIn(text: string, settings: Settings | null): string | null {
  const candidate = text.trim();
  if (!/^https?:\/\//i.test(candidate) || !URL.canParse(candidate)) return null;
  const own = settings ? resolveEndpoints(settings, buildDefaults).shortLinkBase : null;
  const ownHost = own ? new URL(own).hostname : null;
  // A wrapped short link (Safe Links around bit.ly) is one too: the reveal unwraps it first.
  const inner = unwrapLink(candidate)?.destination ?? candidate;
  return URL.canParse(inner) && isShortener(new URL(inner).hostname, ownHost) ? candidate : null;
}

/**
 * Where a value was in a pasted message: its line and the text around it, cleaned of invisible
 * characters (the message stays in the popup; this is only shown).
 */
function originIn(text: string, value: SelectedValue): string | undefined {
  if (value.at === undefined) return undefined;
  const lineStart = text.lastIndexOf('\n', value.at - 1) + 1;
  const newline = text.indexOf('\n', value.at);
  const lineEnd = newline < 0 ? text.length : newline;
  // The value with a few words either side, so a long line still shows it.
  const from = Math.max(lineStart, value.at - ORIGIN_CONTEXT);
  const to = Math.min(lineEnd, (value.end ?? value.at) + ORIGIN_CONTEXT);
  const excerpt = `${from > lineStart ? '…' : ''}${text.slice(from, to).trim()}${to < lineEnd ? '…' : ''}`;
  const number = text.slice(0, value.at).split('\n').length;
  return i18n.t('check.line', [String(number), cleanText(excerpt, ORIGIN_MAX)]);
}
const ORIGIN_CONTEXT = 40;
const ORIGIN_MAX = 200;

/** The web address a found value was written as, when it is a short link (offered for reveal). */
function shortLinkAt(text: string, value: SelectedValue, settings: Settings | null): string | null {
  if (value.at === undefined || value.kind !== 'domain') return null;
  const written = text.slice(value.at, value.end).replace(/[.,;:!?)\]}>"'”’]+$/u, '');
  return shortLinkIn(written, settings);
}

/**
 * "Check a message, link, e-mail address or phone number": the same classification and words
 * as the menu, for a single value or a whole pasted message.
 */
export function CheckView({
  settings,
  pending,
  tabId,
}: {
  settings: Settings | null;
  pending: CheckReport | null;
  /** The tab the popup belongs to, for "Scan this tab for QR codes". */
  tabId?: number;
}) {
  const [text, setText] = useState('');
  const [state, setState] = useState<State>({ step: 'idle' });

  useEffect(() => {
    if (!pending) return;
    setState(
      pending.refusal
        ? { step: 'refused', reason: pending.refusal }
        : {
            step: 'done',
            verdicts: pending.verdicts,
            subject: pending.subject,
            notes: pending.notes,
          },
    );
  }, [pending]);

  async function check(event?: Event) {
    event?.preventDefault();
    const shortLink = shortLinkIn(text, settings);
    if (shortLink) return reveal(shortLink);
    const region = (settings?.defaultPhoneRegion ?? null) as CountryCode | null;
    // Its senders (`From: Chase Bank <…>`) too: their names are judged in the browser, never sent.
    const message = messageValues(text, { defaultRegion: region });
    if (!message.ok) return setState({ step: 'refused', reason: message.failure });
    const { values: found, senders } = message.value;
    setState({ step: 'busy' });
    // A whole message: only the bare values go to the background, never the text.
    const sent = found.slice(0, MAX_VALUES_PER_CHECK);
    const reply = await sendMessage({
      type: 'lookup:check-many',
      values: sent.map((candidate) => candidate.value),
      feature: 'popup',
      senders: senders
        .filter((sender) => sent.some((candidate) => candidate.value === sender.address))
        .map(({ address, name }) => ({ address, name })),
    });
    const verdicts: Array<Verdict | null> = reply.ok
      ? reply.value
      : sent.map((candidate) => ({
          kind: 'unavailable',
          value: candidate.value,
          failure: reply.failure,
        }));
    const answer = withoutUnclaimedSenders(found, verdicts);
    const { checked, notChecked, summary } = messageAnswer(answer.values, answer.verdicts);
    const several = answer.values.length > 1;
    setState({
      step: 'done',
      verdicts: checked.map((entry) => entry.verdict),
      notes: selectionNotes(sent).slice(0, 8),
      summary: summary ?? undefined,
      origins: several ? checked.map((entry) => originIn(text, entry.value)) : undefined,
      shortLinks: checked.map((entry) => shortLinkAt(text, entry.value, settings)),
      notChecked,
    });
  }

  /** Pressing Check on a short link is asking where it leads: the background follows it. */
  async function reveal(url: string) {
    setState({ step: 'busy' });
    const reply = await sendMessage({ type: 'link:reveal', url });
    setState(
      reply.ok
        ? { step: 'revealed', reveal: reply.value }
        : {
            step: 'done',
            verdicts: [{ kind: 'unavailable', value: url, failure: reply.failure }],
          },
    );
  }

  /** "Scan this tab for QR codes": the background reads the visible part of the tab. */
  async function scanTab() {
    if (tabId === undefined) return;
    setState({ step: 'busy' });
    const reply = await sendMessage({ type: 'qr:scan-tab', tabId });
    setState(replyState(reply));
  }

  /** A picture of a QR code pasted or dropped into Check (a photo sent in a chat). */
  async function readPicture(files: FileList | null | undefined): Promise<boolean> {
    const file = [...(files ?? [])].find((item) => item.type.startsWith('image/'));
    if (!file) return false;
    setState({ step: 'busy' });
    const image = await asDataUrl(file);
    const reply = await sendMessage({ type: 'qr:read-image', image });
    setState(replyState(reply));
    return true;
  }

  return (
    <section aria-label={i18n.t('popup.checkTab')}>
      <form
        onSubmit={check}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          const dropped = event.dataTransfer?.getData('text/plain');
          void readPicture(event.dataTransfer?.files).then((read) => {
            if (!read && dropped) setText(dropped);
          });
        }}
      >
        <label for="check-input">{i18n.t('popup.checkLabel')}</label>
        <div class="row">
          <textarea
            id="check-input"
            rows={2}
            dir="auto"
            value={text}
            placeholder={i18n.t('popup.checkPlaceholder')}
            onInput={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter checks, as in a one-line field; Shift+Enter starts a new line.
              if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }}
            onPaste={(event) => {
              const files = event.clipboardData?.files;
              if (files && [...files].some((file) => file.type.startsWith('image/')))
                event.preventDefault();
              void readPicture(files);
            }}
          />
          <button class="primary" type="submit" disabled={state.step === 'busy'}>
            {i18n.t('popup.check')}
          </button>
        </div>
      </form>
      <p class="hint">{i18n.t('popup.qrDropHint')}</p>
      <button
        type="button"
        data-testid="qr-scan-tab"
        disabled={state.step === 'busy' || tabId === undefined}
        onClick={() => void scanTab()}
      >
        {i18n.t('popup.qrScan')}
      </button>
      <div aria-live="polite">
        {state.step === 'busy' && <Spinner label={i18n.t('popup.checking')} />}
        {state.step === 'refused' && (
          <p class="notice" data-testid="check-refused">
            {state.reason}
          </p>
        )}
        {state.step === 'done' && (
          <>
            {state.summary && (
              <p class="summary" data-testid="check-summary">
                {state.summary}
              </p>
            )}
            {state.subject && <p class="hint">{i18n.t('popup.fromMenu', [state.subject])}</p>}
            {state.notes?.map((note) => (
              <p class="hint" key={note} data-testid="check-note">
                {note}
              </p>
            ))}
            <VerdictList
              verdicts={state.verdicts}
              after={(index) => (
                <>
                  {state.origins?.[index] && <p class="origin">{state.origins[index]}</p>}
                  {state.shortLinks?.[index] && (
                    <button
                      type="button"
                      class="link"
                      onClick={() => void reveal(state.shortLinks?.[index] ?? '')}
                    >
                      {i18n.t('check.revealShort')}
                    </button>
                  )}
                </>
              )}
            />
            {state.notChecked && state.notChecked.length > 0 && (
              <section data-testid="not-checked" aria-labelledby="not-checked-title">
                <h3 id="not-checked-title">{i18n.t('check.notCheckedTitle')}</h3>
                <p class="hint">{notCheckedAdvice(Date.now())}</p>
                <ul class="page-items">
                  {state.notChecked.map((value) => (
                    <li key={value} dir="auto">
                      {value}
                    </li>
                  ))}
                </ul>
                <button type="button" onClick={() => void check()}>
                  {i18n.t('check.checkRest')}
                </button>
              </section>
            )}
          </>
        )}
        {state.step === 'revealed' && <RevealList reveal={state.reveal} />}
        {state.step === 'qr' && <QrFindings scan={state.scan} />}
      </div>
    </section>
  );
}

/** A QR reply as the view's state: the codes found, or the failure in words. */
function replyState(
  reply: Awaited<ReturnType<typeof sendMessage<{ type: 'qr:read-image'; image: string }>>>,
): State {
  return reply.ok
    ? { step: 'qr', scan: reply.value }
    : { step: 'done', verdicts: [{ kind: 'unavailable', failure: reply.failure }] };
}

function asDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
