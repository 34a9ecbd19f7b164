import { describeVerdict } from '../lookup/describe-verdict';
import type { RiskyVerdict } from '../lookup/verdict';
import { styleShadowRoot } from './shadow-style';
import { textElement } from './text-element';

const CSS = `
:host { all: initial; }
.backdrop { position: fixed; inset: 0; z-index: 2147483647; background: rgb(0 0 0 / 0.45);
  display: flex; align-items: center; justify-content: center; font: 15px/1.5 system-ui, sans-serif; }
.dialog { box-sizing: border-box; width: min(440px, calc(100vw - 24px)); padding: 18px 20px; border-radius: 12px;
  color: #1b1f24; background: #fff; box-shadow: 0 12px 32px rgb(0 0 0 / 0.3); }
h2 { margin: 0 0 8px; font-size: 18px; color: #b42318; }
p { margin: 0 0 8px; word-break: break-word; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 12px; font-size: 13px; }
dt { color: #57606a; } dd { margin: 0; word-break: break-word; }
.actions { display: flex; gap: 8px; justify-content: flex-end; flex-wrap: wrap; }
button { font: inherit; padding: 6px 14px; border-radius: 6px; cursor: pointer; border: 1px solid #d0d7de; background: #f6f8fa; color: inherit; }
button.primary { background: #0b5cad; border-color: #0b5cad; color: #fff; }
button:focus-visible { outline: 2px solid #0b5cad; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  .dialog { color: #e6edf3; background: #1f242a; } h2 { color: #ff7b72; } dt { color: #9da7b3; }
  button { background: #2d333b; border-color: #3a424b; } button.primary { background: #58a6ff; color: #0d1117; }
}
`;

/**
 * The warning before following a link to a reported scam: what is known, "Go back" (focused,
 * the default) and "Continue anyway". Text only, in a closed shadow root over the page.
 */
export function showClickWarning(
  doc: Document,
  verdict: RiskyVerdict,
  onContinue: () => void,
): HTMLElement {
  doc.querySelector('linkwise-warning')?.remove();
  const host = doc.createElement('linkwise-warning');
  const root = host.attachShadow({ mode: 'closed' });
  styleShadowRoot(root, CSS);
  const backdrop = textElement(doc, 'div');
  backdrop.className = 'backdrop';
  const dialog = textElement(doc, 'div');
  dialog.className = 'dialog';
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', 'linkwise-warning-title');
  const title = textElement(doc, 'h2', `Linkwise: ${verdict.value} is a reported scam`);
  title.id = 'linkwise-warning-title';
  const details = textElement(doc, 'dl');
  for (const [label, value] of describeVerdict(verdict).details)
    details.append(textElement(doc, 'dt', label), textElement(doc, 'dd', value));
  const back = textElement(doc, 'button', 'Go back');
  back.type = 'button';
  back.className = 'primary';
  const proceed = textElement(doc, 'button', 'Continue anyway');
  proceed.type = 'button';
  const actions = textElement(doc, 'div');
  actions.className = 'actions';
  actions.append(proceed, back);
  dialog.append(
    title,
    textElement(doc, 'p', 'This link leads to a site with scam reports.'),
    details,
    actions,
  );
  backdrop.append(dialog);
  root.append(backdrop);

  const previousFocus = doc.activeElement as HTMLElement | null;
  const close = () => {
    doc.removeEventListener('keydown', onKey, true);
    host.remove();
    previousFocus?.focus?.();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  back.addEventListener('click', close);
  proceed.addEventListener('click', () => {
    close();
    onContinue();
  });
  doc.addEventListener('keydown', onKey, true);
  (doc.body ?? doc.documentElement).append(host);
  back.focus();
  return host;
}
