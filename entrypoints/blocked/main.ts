import { i18n, localiseDocument } from '@/utils/i18n';
import '@/utils/zod-setup';
import { describeFailure } from '@/utils/api/describe';
import { sendMessage } from '@/utils/messaging';
import { originalUrlOf } from '@/utils/site/blocked-page';
import { buildSiteWarning, SITE_WARNING_CSS } from '@/utils/ui/site-warning';
import { textElement } from '@/utils/ui/text-element';

const PAGE_CSS = `html, body { height: 100%; margin: 0; } body { background: #8e1c12; }
@media (prefers-color-scheme: dark) { body { background: #5c130c; } }`;

/** Goes on to the address after all: replaces this page in history, so Back skips it. */
const goTo = (url: string) => location.replace(url);

/** A sentence instead of the warning, for the rare page that cannot be read or checked. */
function showProblem(sentence: string): void {
  const box = textElement(document, 'main', undefined, 'lw-site');
  const inner = textElement(document, 'div', undefined, 'box');
  inner.append(
    textElement(document, 'h1', i18n.t('blocked.stopped')),
    textElement(document, 'p', sentence),
  );
  box.append(inner);
  document.body.append(box);
}

/**
 * The page a navigation to a known scam site is redirected to, before any request reached the
 * site. The address the person was going to comes after `#`; the background checks it again
 * and says what to show. A site no longer reported (its answer expired, or it was trusted in
 * the meantime) is loaded at once.
 */
async function main(): Promise<void> {
  localiseDocument(document);
  document.title = i18n.t('blocked.pageTitle');
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PAGE_CSS + SITE_WARNING_CSS);
  document.adoptedStyleSheets = [sheet];
  const original = originalUrlOf(location.href);
  if (!original) return showProblem(i18n.t('blocked.unreadable'));
  const reply = await sendMessage({ type: 'site:warning', url: original });
  if (!reply.ok) return showProblem(describeFailure(reply.failure, 'lookup').sentence);
  const { action, verdict, host, lead, registrable } = reply.value;
  if (action !== 'block' || verdict.kind !== 'risky') return goTo(original);

  const framed = window !== window.top;
  const { element, focusTarget } = buildSiteWarning(
    document,
    { host, lead, registrable, verdict, framed },
    {
      goBack: () => void sendMessage({ type: 'site:leave', historyLength: history.length }),
      proceed: async () => {
        if ((await sendMessage({ type: 'site:continue', url: original })).ok) goTo(original);
      },
      trust: async () => {
        if ((await sendMessage({ type: 'site:trust', url: original })).ok) goTo(original);
      },
    },
  );
  document.title = i18n.t('blocked.pageTitleHost', [registrable]);
  document.body.append(element);
  focusTarget.focus();
}

void main();
