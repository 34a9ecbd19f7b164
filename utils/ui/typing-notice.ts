import { i18n } from '../i18n';
import { showGuardedSurface } from './guarded-surface';
import { hostTag, pageAttributes } from './page-names';
import { textElement } from './text-element';

/**
 * After this long the check is slow (the service or the network): the notice says so and offers
 * to type it in now. The hold itself ends with the answer; the engine's own time limit bounds it.
 */
export const TYPING_PATIENCE_MS = 3_000;

const WIDTH = 280;
const GAP = 8;

const CSS = `
.notice:popover-open { position: fixed; margin: 0; inset: auto; box-sizing: border-box; width: ${WIDTH}px;
  padding: 8px 12px; border: 1px solid #0b5cad; border-radius: 8px; background: #eef5fc; color: #1b1f24;
  font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; box-shadow: 0 2px 8px rgb(0 0 0 / 0.2); }
p { margin: 0; }
.dots { letter-spacing: 2px; font-size: 15px; overflow-wrap: anywhere; }
button { margin-top: 6px; font: inherit; padding: 3px 10px; border-radius: 6px; cursor: pointer;
  border: 1px solid #0b5cad; background: #fff; color: inherit; }
button:focus-visible { outline: 3px solid #0b5cad; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  .notice:popover-open { background: #12263a; color: #e6edf3; border-color: #58a6ff; }
  button { background: #2d333b; border-color: #58a6ff; }
}
`;

export interface TypingNotice {
  /** The answer came: the notice goes (what was held is delivered or dropped by the caller). */
  dismiss(): void;
}

/**
 * The small notice beside a field whose typing is held: "Checking this site… your typing will
 * appear in a moment", read by screen readers as a polite status. Placed where the page's own
 * controls are least likely to be — after the field, else before it, else above, else below —
 * and in the top layer, so the page cannot cover or restyle it. Until it has a button the pointer
 * goes through it: a click on a page's button it covers is held with the typing (typing-hold.ts).
 * After TYPING_PATIENCE_MS it says the check is slow and offers to type the held text in now
 * (`typeNow`).
 */
export function showTypingNotice(doc: Document, field: Element, typeNow: () => void): TypingNotice {
  const text = textElement(doc, 'p', i18n.t('typing.checking'));
  const surface = noticeBeside(doc, field, 'held', [text], true);
  const { panel } = surface;
  const slow = setTimeout(() => {
    if (!surface.shown) return;
    text.textContent = i18n.t('typing.slow');
    const button = textElement(doc, 'button', i18n.t('typing.typeNow'));
    button.type = 'button';
    button.addEventListener('click', (event) => {
      if (event.isTrusted) typeNow();
    });
    panel.append(button);
    surface.setPassive(false);
  }, TYPING_PATIENCE_MS);
  return {
    dismiss() {
      clearTimeout(slow);
      surface.dismiss();
    },
  };
}

export interface HeldPasswordNotice {
  /** The field holds this many characters now. */
  update(characters: number): void;
  dismiss(): void;
}

/**
 * The notice beside a field whose text the password guard holds (utils/passwords/): a dot for each
 * character held (the field itself stays empty: a page could poll it), and why, read once by
 * screen readers; the dots are not read out.
 */
export function showPasswordHeld(doc: Document, field: Element): HeldPasswordNotice {
  const dots = textElement(doc, 'p', '', 'dots');
  dots.setAttribute('aria-hidden', 'true');
  const held = textElement(doc, 'p', i18n.t('password.held'));
  // Nothing to press: a click there goes to the page's button it may cover.
  const surface = noticeBeside(doc, field, 'password', [dots, held], true);
  return {
    update(characters) {
      dots.textContent = '•'.repeat(Math.min(characters, 64));
    },
    dismiss: () => surface.dismiss(),
  };
}

/**
 * A polite status in the top layer beside `field`, holding `parts`, marked as `kind`; `passive`
 * when nothing in it is pressed (guarded-surface.ts).
 */
function noticeBeside(
  doc: Document,
  field: Element,
  kind: string,
  parts: HTMLElement[],
  passive = false,
) {
  const surface = showGuardedSurface(doc, {
    tag: hostTag('typingHold'),
    css: CSS,
    layer: 'popover',
    attributes: { [pageAttributes().typing]: kind },
    passive,
  });
  const { panel } = surface;
  panel.className = 'notice';
  panel.setAttribute('role', 'status');
  panel.setAttribute('aria-live', 'polite');
  panel.append(...parts);
  place(panel, field.getBoundingClientRect(), doc.defaultView ?? window);
  return surface;
}

/** Beside the field, inside the window: the end side, the start side, above, or below. */
export function place(panel: HTMLElement, field: DOMRect, view: Window): void {
  const rtl = panel.dir === 'rtl';
  const roomAfter = rtl ? field.left : view.innerWidth - field.right;
  const roomBefore = rtl ? view.innerWidth - field.right : field.left;
  let left: number;
  let top = field.top;
  if (roomAfter >= WIDTH + GAP) left = rtl ? field.left - GAP - WIDTH : field.right + GAP;
  else if (roomBefore >= WIDTH + GAP) left = rtl ? field.right + GAP : field.left - GAP - WIDTH;
  else {
    left = Math.max(GAP, Math.min(field.left, view.innerWidth - WIDTH - GAP));
    top = field.top >= 80 ? field.top - GAP - 64 : field.bottom + GAP;
  }
  panel.style.setProperty('left', `${Math.round(left)}px`);
  panel.style.setProperty('top', `${Math.round(Math.max(0, top))}px`);
}
