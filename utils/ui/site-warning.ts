import { i18n, plural } from '../i18n';
import { describeVerdict, lookalikeReason } from '../lookup/describe-verdict';
import type { RiskyVerdict } from '../lookup/verdict';
import { textElement } from './text-element';

/** What the warning shows; everything comes from the background, already checked. */
export interface SiteWarningModel {
  host: string;
  /** The host split so its registrable part can be emphasised (`paypal.com.` + `secure-login.top`). */
  lead: string;
  registrable: string;
  verdict: RiskyVerdict;
  /** Shown inside a frame of another page: the warning only, no actions a page could lure. */
  framed: boolean;
  /** The person had typed here while the check was pending: held, and now dropped. */
  heldTyping?: boolean;
}

export interface SiteWarningActions {
  goBack: () => void;
  /** "Continue to the site": for this browser session. */
  proceed: () => void;
  /** "Trust this site", after the person confirmed it. */
  trust: () => void;
}

export const SITE_WARNING_CSS = `
.lw-site { box-sizing: border-box; min-height: 100%; padding: 48px 16px; display: flex;
  align-items: flex-start; justify-content: center; background: #8e1c12; color: #1b1f24;
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; text-align: start; }
.lw-site * { box-sizing: border-box; }
.box { width: min(560px, 100%); padding: 28px 28px 24px; border-radius: 14px; background: #fff;
  box-shadow: 0 16px 48px rgb(0 0 0 / 0.35); }
.brand { margin: 0 0 6px; font-size: 13px; font-weight: 600; letter-spacing: 0.02em; color: #57606a; }
h1 { margin: 0 0 12px; font-size: 24px; line-height: 1.25; color: #b42318; }
.host { margin: 0 0 12px; font-size: 18px; overflow-wrap: anywhere; }
.host .lead { color: #57606a; }
.host strong { color: #1b1f24; }
p { margin: 0 0 12px; }
.advice { font-weight: 600; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 0 0 18px; font-size: 13px; }
dt { color: #57606a; } dd { margin: 0; overflow-wrap: anywhere; }
.actions { display: flex; flex-wrap: wrap; gap: 10px; }
button { font: inherit; padding: 8px 16px; border-radius: 8px; cursor: pointer;
  border: 1px solid #d0d7de; background: #f6f8fa; color: inherit; }
button.primary { background: #0b5cad; border-color: #0b5cad; color: #fff; font-weight: 600; }
button.risky { background: transparent; border-color: #b42318; color: #b42318; }
button:focus-visible { outline: 3px solid #0b5cad; outline-offset: 2px; }
.more { margin-top: 18px; padding-top: 14px; border-top: 1px solid #d0d7de; }
.more[hidden], .confirm[hidden] { display: none; }
.confirm { margin-top: 14px; padding: 12px; border-radius: 8px; background: #fff4e5; }
.framed { min-height: 100%; padding: 12px; }
.framed .box { padding: 16px; }
.framed h1 { font-size: 18px; }
@media (prefers-color-scheme: dark) {
  .lw-site { background: #5c130c; color: #e6edf3; }
  .box { background: #1f242a; }
  .brand, .host .lead, dt { color: #9da7b3; }
  .host strong { color: #e6edf3; }
  h1 { color: #ff7b72; }
  button { background: #2d333b; border-color: #3a424b; }
  button.primary { background: #58a6ff; border-color: #58a6ff; color: #0d1117; }
  button.risky { color: #ff7b72; border-color: #ff7b72; }
  .more { border-color: #3a424b; }
  .confirm { background: #3d2a12; }
}
`;

/** A button whose action runs only for a real press or key, never a page's synthetic click. */
function actionButton(doc: Document, label: string, run: () => void, className?: string) {
  const button = textElement(doc, 'button', label, className);
  button.type = 'button';
  button.addEventListener('click', (event) => {
    if (event.isTrusted) run();
  });
  return button;
}

/**
 * The full-page warning for a reported scam site, as text only: what is known, one sentence of
 * what to do, **Go back** (focused first), and behind a deliberate second step **Continue to
 * the site** and **Trust this site** (with a confirmation). Used by the in-page overlay and by
 * the warning page a known site is redirected to.
 */
export function buildSiteWarning(
  doc: Document,
  model: SiteWarningModel,
  actions: SiteWarningActions,
): { element: HTMLElement; focusTarget: HTMLElement } {
  const { verdict, registrable } = model;
  const root = textElement(doc, 'div', undefined, model.framed ? 'lw-site framed' : 'lw-site');
  root.setAttribute('role', 'alertdialog');
  root.setAttribute('aria-labelledby', 'lw-site-title');
  root.setAttribute('aria-describedby', 'lw-site-advice');
  const box = textElement(doc, 'div', undefined, 'box');
  const { lookalike } = verdict;
  const title = textElement(
    doc,
    'h1',
    lookalike ? i18n.t('site.lookalikeTitle', [lookalike.imitates]) : i18n.t('site.title'),
  );
  title.id = 'lw-site-title';
  const host = textElement(doc, 'p', undefined, 'host');
  host.append(
    textElement(doc, 'span', model.lead, 'lead'),
    textElement(doc, 'strong', registrable),
  );
  host.setAttribute('aria-label', i18n.t('site.hostLabel', [model.host]));
  const reports = plural('site.reports', verdict.reports);
  const summary = textElement(
    doc,
    'p',
    lookalike
      ? i18n.t('site.lookalikeSummary', [lookalikeReason(lookalike)])
      : i18n.t('site.summary', [reports, verdict.level]),
  );
  const advice = textElement(doc, 'p', i18n.t('site.advice'), 'advice');
  advice.id = 'lw-site-advice';
  if (model.heldTyping) advice.append(' ', i18n.t('site.typingHeld'));
  const details = textElement(doc, 'dl');
  // The value is the host shown above; a look-alike's reason is the summary already.
  for (const [label, value] of describeVerdict(verdict).details.slice(lookalike ? 2 : 1)) {
    details.append(textElement(doc, 'dt', label), textElement(doc, 'dd', value));
  }
  box.append(textElement(doc, 'p', 'Linkwise', 'brand'), title, host, summary, advice, details);
  root.append(box);

  const back = actionButton(doc, i18n.t('site.goBack'), actions.goBack, 'primary');
  if (model.framed) {
    // A frame cannot go back for the page around it, and a page must not be able to frame the
    // choices (clickjacking): only the warning is shown.
    box.append(textElement(doc, 'p', i18n.t('site.framed')));
    return { element: root, focusTarget: title };
  }

  const more = textElement(doc, 'div', undefined, 'more');
  more.id = 'lw-site-more';
  more.hidden = true;
  const toggle = actionButton(doc, i18n.t('site.moreOptions'), () => {
    more.hidden = !more.hidden;
    toggle.setAttribute('aria-expanded', String(!more.hidden));
    if (!more.hidden) proceed.focus();
  });
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', more.id);
  const actionsRow = textElement(doc, 'div', undefined, 'actions');
  // A look-alike's safe choice comes first: the site it imitates, which is what the person
  // meant to open ("Did you mean paypal.com?"), focused as Go back is otherwise.
  const real =
    lookalike &&
    actionButton(
      doc,
      i18n.t('site.didYouMean', [lookalike.imitates]),
      () => doc.location.assign(`https://${lookalike.imitates}/`),
      'primary',
    );
  if (real) {
    back.className = '';
    actionsRow.append(real);
  }
  actionsRow.append(back, toggle);

  const proceed = actionButton(doc, i18n.t('site.continue'), actions.proceed, 'risky');
  const confirm = textElement(doc, 'div', undefined, 'confirm');
  confirm.hidden = true;
  confirm.setAttribute('role', 'group');
  confirm.setAttribute('aria-labelledby', 'lw-site-confirm');
  const question = textElement(doc, 'p', i18n.t('site.trustQuestion', [registrable, model.host]));
  question.id = 'lw-site-confirm';
  const cancel = actionButton(doc, i18n.t('site.cancel'), () => {
    confirm.hidden = true;
    askTrust.focus();
  });
  const confirmRow = textElement(doc, 'div', undefined, 'actions');
  confirmRow.append(actionButton(doc, i18n.t('site.trust'), actions.trust, 'risky'), cancel);
  confirm.append(question, confirmRow);
  const askTrust = actionButton(doc, i18n.t('site.askTrust'), () => {
    confirm.hidden = false;
    cancel.focus();
  });
  const moreRow = textElement(doc, 'div', undefined, 'actions');
  moreRow.append(proceed, askTrust);
  more.append(textElement(doc, 'p', i18n.t('site.continueAdvice')), moreRow, confirm);
  box.append(actionsRow, more);
  return { element: root, focusTarget: real || back };
}
