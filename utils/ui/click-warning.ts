import { i18n } from '../i18n';
import { describeVerdict, lookalikeHeadline, lookalikeReason } from '../lookup/describe-verdict';
import type { RiskyVerdict } from '../lookup/verdict';
import { type GuardedSurface, showGuardedSurface } from './guarded-surface';
import { hostTag } from './page-names';
import { textElement } from './text-element';

const CSS = `
dialog { border: 0; padding: 0; background: transparent; max-width: none; max-height: none; overflow: visible; }
dialog::backdrop { background: rgb(0 0 0 / 0.45); }
.dialog { box-sizing: border-box; width: min(440px, calc(100vw - 24px)); padding: 18px 20px; border-radius: 12px;
  color: #1b1f24; background: #fff; box-shadow: 0 12px 32px rgb(0 0 0 / 0.3); font: 15px/1.5 system-ui, sans-serif; }
h2 { margin: 0 0 8px; font-size: 18px; color: #b42318; overflow-wrap: anywhere; }
p { margin: 0 0 8px; overflow-wrap: anywhere; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 12px; font-size: 13px; }
dt { color: #57606a; } dd { margin: 0; overflow-wrap: anywhere; }
.actions { display: flex; gap: 8px; justify-content: flex-end; flex-wrap: wrap; }
button { font: inherit; padding: 6px 14px; border-radius: 6px; cursor: pointer; border: 1px solid #d0d7de; background: #f6f8fa; color: inherit; }
button.primary { background: #0b5cad; border-color: #0b5cad; color: #fff; }
button:focus-visible { outline: 2px solid #0b5cad; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  .dialog { color: #e6edf3; background: #1f242a; } h2 { color: #ff7b72; } dt { color: #9da7b3; }
  button { background: #2d333b; border-color: #3a424b; } button.primary { background: #58a6ff; color: #0d1117; }
}
`;

let current: GuardedSurface | null = null;

/**
 * The warning before following a link to a reported scam: what is known, "Go back" (focused,
 * the default) and "Continue anyway". A modal dialog in the top layer (the page is inert until
 * the person chooses), text only, guarded against a page hiding or removing it.
 */
export function showClickWarning(
  doc: Document,
  verdict: RiskyVerdict,
  onContinue: () => void,
  onOverpowered?: () => void,
  /** How a wrapped link gets there ("Microsoft Safe Links → scam.top"), or null. */
  route: string | null = null,
): GuardedSurface {
  current?.dismiss();
  const previousFocus = doc.activeElement as HTMLElement | null;
  const close = () => {
    surface.dismiss();
    if (current === surface) current = null;
    previousFocus?.focus?.();
  };
  const surface = showGuardedSurface(doc, {
    tag: hostTag('clickWarning'),
    css: CSS,
    layer: 'modal',
    onEscape: close,
    onOverpowered,
  });
  current = surface;
  const dialog = textElement(doc, 'div', undefined, 'dialog');
  surface.panel.setAttribute('role', 'alertdialog');
  surface.panel.setAttribute('aria-labelledby', 'warning-title');
  const { lookalike } = verdict;
  const title = textElement(
    doc,
    'h2',
    verdict.lockerPage
      ? i18n.t('clickWarning.lockerTitle', [verdict.value])
      : lookalike
        ? lookalike.reason.startsWith('sender-')
          ? lookalikeHeadline({ ...verdict, lookalike })
          : i18n.t('clickWarning.lookalikeTitle', [verdict.value, lookalike.imitates])
        : i18n.t('clickWarning.title', [verdict.value]),
  );
  title.id = 'warning-title';
  const details = textElement(doc, 'dl');
  for (const [label, value] of describeVerdict(verdict).details)
    details.append(textElement(doc, 'dt', label), textElement(doc, 'dd', value));
  const back = textElement(doc, 'button', i18n.t('clickWarning.goBack'), 'primary');
  back.type = 'button';
  const proceed = textElement(doc, 'button', i18n.t('clickWarning.continue'));
  proceed.type = 'button';
  const actions = textElement(doc, 'div', undefined, 'actions');
  actions.append(proceed, back);
  dialog.append(
    title,
    textElement(
      doc,
      'p',
      verdict.lockerPage
        ? i18n.t('verdict.lockerWhy')
        : lookalike
          ? lookalikeReason(lookalike, verdict.value)
          : i18n.t('clickWarning.body'),
    ),
  );
  if (route) dialog.append(textElement(doc, 'p', i18n.t('card.via', [route])));
  dialog.append(details, actions);
  surface.panel.append(dialog);
  // Only a real press: a page cannot click "Continue anyway" for the person.
  back.addEventListener('click', (event) => event.isTrusted && close());
  proceed.addEventListener('click', (event) => {
    if (!event.isTrusted) return;
    close();
    onContinue();
  });
  back.focus();
  return surface;
}
