import { sendPageMessage } from '../content/send';
import type { GuardWarning, StoppedCommand } from '../guards/guard-messages';
import type { LockTechnique } from '../guards/lock-techniques';
import { i18n } from '../i18n';
import { cleanText } from '../text/clean';
import { type GuardedSurface, showGuardedSurface } from './guarded-surface';
import { hostTag, pageAttributes } from './page-names';
import { SITE_WARNING_CSS } from './site-warning';
import { textElement } from './text-element';

/**
 * The page guards' warning (utils/guards/), over the whole page as a reported site's is: what
 * the page tried, why that is a scam, and **Leave this page** first. A stopped command is shown
 * as plain text; copying it anyway is a second, deliberate step, and Linkwise writes it, never
 * the page. A locker's warning says what it did and that no company asks for a call from a
 * browser page.
 */

const GUARD_CSS = `${SITE_WARNING_CSS}
dialog { position: fixed; inset: 0; width: 100%; height: 100%; max-width: none; max-height: none;
  margin: 0; padding: 0; border: 0; overflow: auto; background: #8e1c12; color-scheme: light dark; }
dialog::backdrop { background: #8e1c12; }
dialog:focus { outline: none; }
.command { margin: 0 0 14px; padding: 10px 12px; max-height: 11em; overflow: auto; border-radius: 8px;
  background: #f6f8fa; border: 1px solid #d0d7de; font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  white-space: pre-wrap; overflow-wrap: anywhere; text-align: left; }
.label { margin: 0 0 4px; font-size: 13px; color: #57606a; }
ul { margin: 0 0 12px; padding-inline-start: 20px; }
[role="status"]:empty { display: none; }
@media (prefers-color-scheme: dark) {
  dialog, dialog::backdrop { background: #5c130c; }
  .command { background: #0d1117; border-color: #3a424b; }
  .label { color: #9da7b3; }
}
`;

/** A button that acts only on the person's own press or key, never a page's synthetic click. */
function button(doc: Document, label: string, run: () => void, className?: string) {
  const element = textElement(doc, 'button', label, className);
  element.type = 'button';
  element.addEventListener('click', (event) => {
    if (event.isTrusted) run();
  });
  return element;
}

/**
 * Leaves the page: back past every entry it added (a locker floods the history so that one step
 * back stays on it) to the page before it; with none before it, a new tab takes its place.
 */
async function leave(): Promise<void> {
  const start = (globalThis as { __historyAtStart?: number }).__historyAtStart;
  if (start !== undefined && start > 1 && history.length >= start) {
    history.go(-(history.length - start + 1));
    return;
  }
  const left = await sendPageMessage({ type: 'site:leave', historyLength: history.length });
  if (!left.ok) history.back();
}

const SHELL_SENTENCE = {
  windows: 'guard.clipboardWindows',
  terminal: 'guard.clipboardTerminal',
} as const;
const WHY_SENTENCE = {
  concealed: 'guard.whyConcealed',
  instructions: 'guard.whyInstructions',
  unseen: 'guard.whyUnseen',
} as const;
const TECHNIQUE = {
  fullscreen: 'guard.fullscreen',
  dialogs: 'guard.dialogs',
  history: 'guard.history',
  keyboard: 'guard.keyboard',
  pointer: 'guard.pointer',
  alarm: 'guard.alarm',
} as const satisfies Record<LockTechnique, string>;

/** The longest command shown (what is copied anyway is the whole of it). */
const SHOWN_COMMAND = 4000;

let current: GuardedSurface | null = null;

const TITLE = {
  clipboard: 'guard.clipboardTitle',
  lock: 'guard.lockTitle',
  'sign-in-code': 'password.codeTitle',
} as const;

/** Covers the page with the guard's warning; a second one while it stands is not shown. */
export function showGuardWarning(doc: Document, warning: GuardWarning): void {
  if (current?.shown) return;
  const surface = showGuardedSurface(doc, {
    tag: hostTag('guardWarning'),
    css: GUARD_CSS,
    layer: 'modal',
    attributes: { [pageAttributes().site]: `guard-${warning.kind}` },
  });
  current = surface;
  const root = textElement(doc, 'div', undefined, 'lw-site');
  root.setAttribute('role', 'alertdialog');
  root.setAttribute('aria-labelledby', 'lw-guard-title');
  root.setAttribute('aria-describedby', 'lw-guard-advice');
  const box = textElement(doc, 'div', undefined, 'box');
  const title = textElement(
    doc,
    'h1',
    warning.kind === 'password'
      ? i18n.t('password.title', [cleanText(warning.belongsTo, 253)])
      : warning.kind === 'clipboard' && warning.opened
        ? i18n.t('guard.clipboardOpenedTitle')
        : i18n.t(TITLE[warning.kind]),
  );
  title.id = 'lw-guard-title';
  box.append(textElement(doc, 'p', 'Linkwise', 'brand'), title);
  if (warning.kind === 'clipboard') box.append(...commandParts(doc, warning.command));
  else if (warning.kind === 'lock') box.append(...lockParts(doc, warning.techniques));
  else box.append(...passwordParts(doc, warning));

  const back = button(doc, i18n.t('guard.leave'), () => void leave(), 'primary');
  const more = textElement(doc, 'div', undefined, 'more');
  more.id = 'lw-guard-more';
  more.hidden = true;
  const toggle = button(doc, i18n.t('guard.moreOptions'), () => {
    more.hidden = !more.hidden;
    toggle.setAttribute('aria-expanded', String(!more.hidden));
  });
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', more.id);
  const actions = textElement(doc, 'div', undefined, 'actions');
  actions.append(back, toggle);
  const stay = button(doc, i18n.t('guard.stay'), () => surface.dismiss());
  const moreRow = textElement(doc, 'div', undefined, 'actions');
  const anyway =
    warning.kind === 'clipboard'
      ? copyAnyway(doc, warning.command.text)
      : warning.kind === 'lock'
        ? null
        : useAnyway(doc, warning, () => surface.dismiss());
  if (anyway) {
    moreRow.append(anyway.ask, stay);
    more.append(moreRow, anyway.confirm, anyway.status);
  } else {
    moreRow.append(stay);
    more.append(moreRow);
  }
  box.append(actions, more);
  root.append(box);
  surface.panel.setAttribute('aria-labelledby', 'lw-guard-title');
  surface.panel.append(root);
  back.focus();
}

type PasswordWarning = Extract<GuardWarning, { kind: 'password' | 'sign-in-code' }>;

/** Another site's password typed here, or a sign-in code pasted: where the person is, and why. */
function passwordParts(doc: Document, warning: PasswordWarning): HTMLElement[] {
  const here = cleanText(warning.here, 253);
  const password = warning.kind === 'password';
  const advice = textElement(
    doc,
    'p',
    password
      ? i18n.t('password.advice', [cleanText(warning.belongsTo, 253)])
      : i18n.t('password.codeAdvice'),
    'advice',
  );
  advice.id = 'lw-guard-advice';
  const where = textElement(
    doc,
    'p',
    i18n.t(password ? 'password.here' : 'password.codeHere', [here]),
  );
  return [
    where,
    textElement(doc, 'p', i18n.t(password ? 'password.summary' : 'password.codeSummary')),
    advice,
  ];
}

/**
 * "Use this password here anyway" (or paste the code): a second, deliberate step, then the frame
 * that holds it puts it in; the background keeps a password for this site from then on.
 */
function useAnyway(doc: Document, warning: PasswordWarning, done: () => void) {
  const password = warning.kind === 'password';
  const question = password
    ? i18n.t('password.useQuestion', [
        cleanText(warning.belongsTo, 253),
        cleanText(warning.here, 253),
      ])
    : i18n.t('password.pasteQuestion');
  return twoSteps(doc, {
    ask: i18n.t(password ? 'password.useAnyway' : 'password.pasteAnyway'),
    question,
    confirm: i18n.t(password ? 'password.useConfirm' : 'password.pasteConfirm'),
    act: async () => {
      const reply = await sendPageMessage({ type: 'password:use-anyway' });
      if (!reply.ok || !reply.value.released) return i18n.t('password.notReleased');
      done();
      return '';
    },
  });
}

/** What the page tried to copy, what it would do, why it was stopped. */
function commandParts(doc: Document, command: StoppedCommand): HTMLElement[] {
  const shown = textElement(doc, 'pre', cleanText(command.text, SHOWN_COMMAND), 'command');
  shown.dir = 'ltr';
  shown.tabIndex = 0;
  const advice = textElement(doc, 'p', i18n.t('guard.clipboardAdvice'), 'advice');
  advice.id = 'lw-guard-advice';
  return [
    textElement(doc, 'p', i18n.t(SHELL_SENTENCE[command.shell])),
    textElement(doc, 'p', i18n.t(WHY_SENTENCE[command.why])),
    advice,
    textElement(doc, 'p', i18n.t('guard.commandLabel'), 'label'),
    shown,
  ];
}

/** What a locker did, and that no company asks for a call from a browser page. */
function lockParts(doc: Document, techniques: readonly LockTechnique[]): HTMLElement[] {
  const list = textElement(doc, 'ul');
  for (const technique of techniques)
    list.append(textElement(doc, 'li', i18n.t(TECHNIQUE[technique])));
  const advice = textElement(doc, 'p', i18n.t('guard.lockAdvice'), 'advice');
  advice.id = 'lw-guard-advice';
  return [
    textElement(doc, 'p', i18n.t('guard.lockSummary')),
    advice,
    textElement(doc, 'p', i18n.t('guard.lockTried'), 'label'),
    list,
  ];
}

/** "Copy the command anyway", then a question, then Linkwise copies it: two deliberate steps. */
function copyAnyway(doc: Document, command: string) {
  return twoSteps(doc, {
    ask: i18n.t('guard.copyAnyway'),
    question: i18n.t('guard.copyQuestion'),
    confirm: i18n.t('guard.copyConfirm'),
    act: () =>
      navigator.clipboard.writeText(command).then(
        () => i18n.t('guard.copied'),
        () => i18n.t('guard.notCopied'),
      ),
  });
}

/**
 * A risky choice in two steps: the button shows a question, and only its confirmation acts.
 * `act` says what came of it, for the status line.
 */
function twoSteps(
  doc: Document,
  words: { ask: string; question: string; confirm: string; act: () => Promise<string> },
) {
  const status = textElement(doc, 'p');
  status.setAttribute('role', 'status');
  const confirm = textElement(doc, 'div', undefined, 'confirm');
  confirm.hidden = true;
  confirm.setAttribute('role', 'group');
  confirm.setAttribute('aria-labelledby', 'lw-guard-question');
  const question = textElement(doc, 'p', words.question);
  question.id = 'lw-guard-question';
  const ask = button(
    doc,
    words.ask,
    () => {
      confirm.hidden = false;
      cancel.focus();
    },
    'risky',
  );
  const cancel = button(doc, i18n.t('guard.cancel'), () => {
    confirm.hidden = true;
    ask.focus();
  });
  const yes = button(
    doc,
    words.confirm,
    () =>
      void words.act().then((said) => {
        status.textContent = said;
        confirm.hidden = true;
      }),
    'risky',
  );
  const row = textElement(doc, 'div', undefined, 'actions');
  row.append(yes, cancel);
  confirm.append(question, row);
  return { ask, confirm, status };
}
