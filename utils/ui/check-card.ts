import { i18n } from '../i18n';
import { notCheckedAdvice } from '../lookup/danger-first';
import { describeVerdict } from '../lookup/describe-verdict';
import type { CheckReport } from '../page-messages';
import { splitAround } from '../text/emphasis';
import { type GuardedSurface, showGuardedSurface } from './guarded-surface';
import { hostTag, pageAttributes } from './page-names';
import { textElement } from './text-element';

/** A button at the bottom of the card; the card closes before it runs. */
export interface CardAction {
  label: string;
  run: () => void;
}

const STYLE = `
.card:popover-open {
  position: absolute; inset: auto; margin: 0; overflow: visible; box-sizing: border-box; width: min(360px, calc(100vw - 16px));
  max-height: 70vh; overflow-y: auto;
  padding: 12px 14px; border-radius: 10px; font: 14px/1.45 system-ui, sans-serif;
  color: #1b1f24; background: #fff; border: 1px solid #d0d7de; box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
}
h2 { font-size: 14px; margin: 0 0 8px; margin-inline-end: 6.5em; word-break: break-word; }
.close {
  position: absolute; top: 8px; inset-inline-end: 8px; font: inherit; border: 1px solid #d0d7de;
  background: #f6f8fa; color: inherit; border-radius: 6px; padding: 0 8px; cursor: pointer;
}
.verdict, .waiting { border-top: 1px solid #d0d7de; padding-top: 8px; margin-top: 8px; }
.summary { font-weight: 600; margin: 0 0 4px; }
.waiting ul { margin: 4px 0 0; padding-inline-start: 18px; font-size: 13px; word-break: break-word; }
.actions { display: flex; gap: 8px; margin-top: 10px; flex-wrap: wrap; }
.actions button { font: inherit; font-size: 13px; padding: 4px 10px; border-radius: 6px; cursor: pointer;
  border: 1px solid #d0d7de; background: #f6f8fa; color: inherit; }
.headline { font-weight: 600; margin: 0 0 4px; }
.danger .headline { color: #b42318; }
.ok .headline { color: #1a7f37; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; margin: 0; font-size: 13px; }
dt { color: #57606a; } dd { margin: 0; word-break: break-word; }
:focus-visible { outline: 2px solid #0b5cad; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  .card { color: #e6edf3; background: #1f242a; border-color: #3a424b; }
  .close { background: #2d333b; border-color: #3a424b; }
  .verdict { border-color: #3a424b; } dt { color: #9da7b3; }
  .danger .headline { color: #ff7b72; } .ok .headline { color: #56d364; }
}
`;

let current: GuardedSurface | null = null;

/** A shown card: its host in the page, and how to take it away (a page removing it does not). */
export interface CheckCardHandle {
  host: HTMLElement;
  dismiss: () => void;
}

/**
 * The result card near what was checked: a popover in the top layer (no page z-index covers
 * it), absolutely positioned so the page never reflows, built with textContent only (nothing
 * from a page or the API becomes HTML), and put back if the page removes or hides it. Escape or
 * the Close button dismisses it and gives focus back.
 */
export function showCheckCard(
  doc: Document,
  report: CheckReport,
  at: { x: number; y: number },
  options: { actions?: CardAction[]; moveFocus?: boolean } = {},
): CheckCardHandle {
  current?.dismiss();
  const view = doc.defaultView ?? window;
  const previousFocus = doc.activeElement as HTMLElement | null;
  const surface = showGuardedSurface(doc, {
    tag: hostTag('checkCard'),
    css: STYLE,
    layer: 'popover',
    // Kinds only (no values), for tests; the content stays in the closed root.
    attributes: {
      [pageAttributes().check]: report.refusal
        ? 'refused'
        : report.verdicts
            .map((v) => (v.kind === 'risky' ? `risky:${v.level}` : v.kind))
            .join(' ') || 'none',
    },
  });
  current = surface;
  const card = surface.panel;
  card.classList.add('card');
  card.setAttribute('role', 'dialog');
  card.setAttribute('aria-labelledby', 'card-title');
  const width = Math.min(360, view.innerWidth - 16);
  card.style.left = `${Math.max(8, Math.min(at.x, view.innerWidth - width - 8)) + view.scrollX}px`;
  card.style.top = `${at.y + view.scrollY + 8}px`;

  const title = textElement(doc, 'h2', i18n.t('card.title', [report.subject]));
  title.id = 'card-title';
  const close = textElement(doc, 'button', i18n.t('card.close'), 'close');
  close.type = 'button';
  close.setAttribute('aria-label', i18n.t('card.closeLabel'));
  card.append(title, close);
  if (report.refusal) card.append(textElement(doc, 'p', report.refusal));
  if (report.summary) {
    // A whole message's answer starts with its count, read first.
    const summary = textElement(doc, 'p', report.summary, 'summary');
    summary.id = 'card-summary';
    card.setAttribute('aria-describedby', summary.id);
    card.append(summary);
  }
  card.append(
    ...(report.notes ?? []).map((note, i) => noteElement(doc, note, report.emphasis?.[i])),
  );
  for (const verdict of report.verdicts) {
    const text = describeVerdict(verdict);
    const section = textElement(doc, 'section', undefined, `verdict ${text.tone}`);
    const list = textElement(doc, 'dl');
    for (const [label, value] of text.details)
      list.append(textElement(doc, 'dt', label), textElement(doc, 'dd', value));
    section.append(textElement(doc, 'p', text.headline, 'headline'), list);
    card.append(section);
  }

  if (report.notChecked?.length) {
    const section = textElement(doc, 'section', undefined, 'waiting');
    const list = textElement(doc, 'ul');
    for (const value of report.notChecked) list.append(textElement(doc, 'li', value));
    section.append(
      textElement(doc, 'p', i18n.t('check.notCheckedTitle'), 'headline'),
      textElement(doc, 'p', notCheckedAdvice(Date.now())),
      list,
    );
    card.append(section);
  }

  const copyText = report.copy;
  if (options.actions?.length || copyText) {
    const row = textElement(doc, 'div', undefined, 'actions');
    if (copyText) row.append(copyButton(doc, copyText));
    for (const action of options.actions ?? []) {
      const button = textElement(doc, 'button', action.label);
      button.type = 'button';
      button.addEventListener('click', (event) => {
        // Only a real press: a page cannot trust a value on the person's behalf.
        if (!event.isTrusted) return;
        dismiss();
        action.run();
      });
      row.append(button);
    }
    card.append(row);
  }

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dismiss();
  };
  function dismiss() {
    doc.removeEventListener('keydown', onKey, true);
    surface.dismiss();
    if (current === surface) current = null;
    previousFocus?.focus?.();
  }
  close.addEventListener('click', dismiss);
  doc.addEventListener('keydown', onKey, true);
  if (options.moveFocus ?? true) close.focus();
  return { host: surface.host, dismiss };
}

/** Copies what a QR code holds; the card stays open and the button says it worked. */
function copyButton(doc: Document, text: string): HTMLButtonElement {
  const button = textElement(doc, 'button', i18n.t('card.copy'));
  button.type = 'button';
  button.addEventListener('click', (event) => {
    if (!event.isTrusted) return;
    void navigator.clipboard.writeText(text).then(
      () => {
        button.textContent = i18n.t('card.copied');
      },
      () => undefined,
    );
  });
  return button;
}

/**
 * A check's card from the menu, near what was checked: under the selection, else where the
 * context menu was opened (`lastMenu`, which the content script keeps).
 */
export function showCheckCardNear(
  doc: Document,
  report: CheckReport,
  lastMenu: { x: number; y: number },
): CheckCardHandle {
  const selection = doc.getSelection();
  let at = lastMenu;
  if (selection && selection.rangeCount > 0 && !selection.isCollapsed) {
    const rect = selection.getRangeAt(0).getBoundingClientRect();
    if (rect.width > 0 || rect.height > 0) at = { x: rect.left, y: rect.bottom };
  }
  return showCheckCard(doc, report, at);
}

/**
 * A note with the part that decides where it leads (a code's web address: its host) in bold,
 * found case-insensitively; the whole note as plain text when that part is not in it.
 */
function noteElement(doc: Document, note: string, emphasis: string | undefined): HTMLElement {
  const paragraph = textElement(doc, 'p', undefined, 'note');
  const parts = splitAround(note, emphasis);
  if (!parts) paragraph.textContent = note;
  else paragraph.append(parts[0], textElement(doc, 'strong', parts[1]), parts[2]);
  return paragraph;
}
