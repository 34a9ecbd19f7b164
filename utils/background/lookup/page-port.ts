import { getDomain } from 'tldts';
import { browser } from 'wxt/browser';
import { isServiceFailure } from '../../lookup/backoff';
import { unwrapLink } from '../../lookup/unwrap';
import { siteOfHost } from '../../site/host-parts';
import { drawnCodesOf } from '../qr/drawn-codes';
import type { createPageQr } from '../qr/page-qr';
import type { createAutoReveal } from './auto-reveal';

type AutoReveal = ReturnType<typeof createAutoReveal>;
type PageQr = ReturnType<typeof createPageQr>;

import type { LookalikeFinding } from '../../lookalike/reasons';
import type { LookupEngine } from '../../lookup/engine';
import { normaliseLookupValue } from '../../lookup/normalize';
import { senderToJudge } from '../../lookup/senders-in-text';
import { lockerPageVerdict, lookalikeVerdict, type Verdict } from '../../lookup/verdict';
import {
  MAX_BATCH,
  PAGE_PORT,
  PAGE_PRIORITIES,
  type PagePriority,
  type PageVerdicts,
} from '../../page-port';
import { PagePortReplySchema, PagePortRequestSchema } from '../../page-port-schemas';
import { pageUrlOf } from '../wiring/sender';
import type { BackgroundState } from '../wiring/state';
import { linkTextFinding, splitShown } from './link-text';
import { pageRefusal } from './page-rules';
import { senderNamesOf } from './senders';

const FLUSH_MS = 50;

/** Settles a value that is not asked about (the page's own site): it is never sent. */
const OWN_SITE = { kind: 'invalid-input', reason: 'the page’s own site' } as const;

/**
 * Whether a wrapped link a page asked about leads back to the page's own site: the page's own
 * links are never looked up, whatever wraps them. (Other addresses a page sends, short links,
 * were chosen by the content script, Linkwise's own short links even on their own site.)
 */
export function leadsToOwnSite(value: string, pageUrl: string | undefined): boolean {
  const destination = /^https?:/.test(value) ? unwrapLink(value)?.destination : undefined;
  return destination !== undefined && isOwnSite(new URL(destination).hostname, pageUrl);
}

/** Whether `host` is the page's own site (its host, or under its registrable domain). */
function isOwnSite(host: string, pageUrl: string | undefined): boolean {
  const pageHost = pageUrl && URL.canParse(pageUrl) ? new URL(pageUrl).hostname : '';
  if (!pageHost) return false;
  const site = getDomain(pageHost, { allowPrivateDomains: true });
  return host === pageHost || (site !== null && (host === site || host.endsWith(`.${site}`)));
}

const emptyReply = (): PageVerdicts => ({ type: 'verdicts', risky: [], settled: [] });

/** A value the page asks about, as a phone number (E.164), or null if it is none. */
function phoneOf(value: string): string | null {
  if (/^(?:https?|qr):/.test(value)) return null;
  const normalised = normaliseLookupValue(value);
  return normalised.ok && normalised.value.kind === 'phone' ? normalised.value.value : null;
}

/**
 * Answers page protection over ports: values arrive in batches, each goes through the engine
 * (at the page's priority, on screen or not, so a person's checks go first), and answers go back
 * in batches: risky verdicts in full, everything else as the bare value. Only this
 * extension's content scripts may connect; the private-window and site rules apply per batch.
 *
 * The background keeps no backlog of its own: a value the page withdraws (its items left the
 * screen) is dropped, and not answered; one the tab's queue had no room for goes back as
 * `again`; one that failed for the service's sake goes back as `paused`, and the page hears
 * `ready` when lookups may go again — then it asks again for what is near at that moment, at
 * that moment's priority, so a page opened after an outage is never behind the backlog of pages
 * seen during it.
 */
export function listenForPagePorts(deps: {
  engine: LookupEngine;
  state: () => Promise<BackgroundState>;
  autoReveal: { verdictFor: AutoReveal['verdictFor'] };
  /** Images that may hold a QR code, asked about as `qr:<address>` or `qr:#n` (page-qr.ts). */
  pageQr: { verdictFor: PageQr['verdictFor'] };
  /** A sender shown as a name with an address: whether the name claims what the address is not. */
  sender: (name: string, address: string) => Promise<LookalikeFinding | null>;
  /** Tabs whose page the lock breaker broke out of: their phone numbers are marked. */
  locker?: {
    isLocked: (tabId: number) => boolean;
    onLocked: (tabId: number, listener: () => void) => () => void;
  };
}) {
  browser.runtime.onConnect.addListener((port) => {
    const sender = port.sender;
    if (port.name !== PAGE_PORT || sender?.id !== browser.runtime.id || !sender.tab) return;
    const { tab } = sender;
    // The frame's own site (its maker's, for a frame a page made): its links to names
    // imitating that site are its own (lookalike/).
    const pageUrl = pageUrlOf(sender);
    const pageSite =
      pageUrl && URL.canParse(pageUrl) ? siteOfHost(new URL(pageUrl).hostname) : undefined;
    const drawnPicture = drawnCodesOf(tab.id!, sender.frameId ?? 0);
    const senderName = senderNamesOf(tab.id!, sender.frameId ?? 0);
    const origin = { sender, kind: 'content-script' as const };
    let outgoing = emptyReply();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let open = true;
    /**
     * Each value's latest question, by ticket: an answer to one the page withdrew since, or asked
     * again, is not sent (a feed withdraws thousands a minute, and each came back as `again`).
     */
    const latest = new Map<string, number>();
    let tickets = 0;
    /** Values were paused since the page last heard `ready`. */
    let owesReady = false;
    const stopListening = deps.engine.onReady(() => {
      if (!owesReady || !open) return;
      owesReady = false;
      post({ type: 'ready' });
    });
    /**
     * Phone numbers asked about on this port, as the page wrote them: if the page turns out to
     * lock the browser, each is marked as shown by it, reported or not.
     */
    const phones = new Map<string, string>();
    const stopLockWatch = deps.locker?.onLocked(tab.id!, () => {
      for (const [asked, phone] of phones) send(asked, lockerPageVerdict(phone));
    });
    port.onDisconnect.addListener(() => {
      open = false;
      clearTimeout(timer);
      stopListening();
      stopLockWatch?.();
    });

    /** What the page receives is checked here: the page's process carries no schema code. */
    const post = (reply: unknown) => {
      const checked = PagePortReplySchema.safeParse(reply);
      if (!checked.success) console.error('[linkwise] page reply not sent', checked.error);
      else if (open) port.postMessage(checked.data);
    };
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      post(outgoing);
      outgoing = emptyReply();
    };
    const add = (list: string[], entry: string) => {
      list.push(entry);
      return list.length;
    };
    const send = (value: string, verdict: Verdict) => {
      let length: number;
      if (verdict.kind === 'risky') length = outgoing.risky.push([value, verdict]);
      else if (verdict.kind !== 'unavailable') length = add(outgoing.settled, value);
      else if (verdict.failure.kind === 'cancelled') {
        // Not the service's fault: the tab's queue had no room, or nobody wanted it any more.
        outgoing.again ??= [];
        length = add(outgoing.again, value);
      } else if (isServiceFailure(verdict.failure)) {
        owesReady = true;
        outgoing.paused ??= [];
        length = add(outgoing.paused, value);
      } else length = add(outgoing.settled, value);
      if (length >= MAX_BATCH) flush();
      else timer ??= setTimeout(flush, FLUSH_MS);
    };

    port.onMessage.addListener(async (raw) => {
      const request = PagePortRequestSchema.safeParse(raw);
      if (!request.success) return;
      // Withdrawals first: a value withdrawn and asked again in one turn is only asked.
      for (const value of request.data.forget ?? []) {
        latest.delete(value);
        void deps.engine.forget(splitShown(value).asked, tab.id!);
      }
      if (PAGE_PRIORITIES.every((priority) => !request.data[priority])) return;
      const state = await deps.state();
      const refusal = pageRefusal(origin, state);
      for (const priority of PAGE_PRIORITIES) {
        for (const value of request.data[priority] ?? []) {
          if (refusal) send(value, { kind: 'unavailable', value, failure: refusal });
          else check(value, priority);
        }
      }
    });

    function check(value: string, priority: PagePriority): void {
      const ticket = ++tickets;
      latest.set(value, ticket);
      const answer = (verdict: Verdict) => {
        if (latest.get(value) !== ticket) return;
        latest.delete(value);
        if (open) send(value, verdict);
      };
      // A link whose text shows another site's address: asked about as the link, then judged
      // against the address shown (link-text.ts) when the service has no record of it.
      const { asked: linkValue, shown } = splitShown(value);
      if (shown !== undefined) {
        ask(linkValue, priority, async (verdict) =>
          answer(await withShownText(verdict, linkValue, shown)),
        );
        return;
      }
      ask(value, priority, answer);
    }

    /** The verdict for a link shown as another site's address, when nothing else is known. */
    async function withShownText(verdict: Verdict, asked: string, shown: string): Promise<Verdict> {
      if (verdict.kind !== 'no-record' || !(await deps.state()).settings.warnLookalikes)
        return verdict;
      const finding = linkTextFinding(asked, shown);
      return finding
        ? lookalikeVerdict({ kind: verdict.valueKind, value: verdict.value }, finding)
        : verdict;
    }

    function ask(value: string, priority: PagePriority, answer: (verdict: Verdict) => void): void {
      const phone = phoneOf(value);
      if (phone !== null) {
        phones.set(value, phone);
        const seen = answer;
        // A locker's number is marked whatever the service says of it (a person's trust aside).
        answer = (verdict) =>
          seen(
            deps.locker?.isLocked(tab.id!) && verdict.kind !== 'risky' && verdict.kind !== 'trusted'
              ? lockerPageVerdict(phone)
              : verdict,
          );
      }
      const context = { priority, tabId: tab.id, incognito: tab.incognito, pageSite };
      // A wrapped link, asked about by its address (kinds.ts): where it leads is read here.
      // One that leads back to the page's own site is the page's own link: never looked up.
      const wrapped = /^https?:/.test(value) ? unwrapLink(value) : null;
      if (leadsToOwnSite(value, pageUrl)) {
        answer({ kind: 'unavailable', value, failure: OWN_SITE });
        return;
      }
      const lookup = (asked: string) => deps.engine.check(asked, { ...context, feature: 'page' });
      const asked = value.startsWith('qr:')
        ? deps.pageQr.verdictFor(value, { ...context, drawnPicture })
        : // Where a wrapped link leads is looked up by host, never revealed: only the content
          // script sends short links to reveal, and only with "reveal short links" on.
          wrapped
          ? lookup(wrapped.destination)
          : /^https?:/.test(value)
            ? deps.autoReveal.verdictFor(value, context)
            : lookup(value);
      void asked.then((verdict) => {
        // An address with no record, or at a host with no domain (`Correios <contato@correios>`,
        // refused by the lookup, never sent): judged on the name it is shown with.
        const address = senderToJudge(value, verdict);
        if (address) void withSenderName(address, verdict).then(answer);
        else answer(verdict);
      });
    }

    /**
     * An address with no record, shown with a name (`Chase Bank <alerts@gmail.com>`): judged on
     * the name it is shown with. The name is read from the page here, in the browser, and never
     * sent anywhere.
     */
    async function withSenderName(address: string, verdict: Verdict): Promise<Verdict> {
      const name = await senderName(address);
      const finding = name ? await deps.sender(name, address) : null;
      return finding ? lookalikeVerdict({ kind: 'email', value: address }, finding) : verdict;
    }
  });
}
