import { i18n, plural } from '../i18n';
import { describeVerdict, lookalikeReason } from '../lookup/describe-verdict';
import { type GuardedSurface, showGuardedSurface } from './guarded-surface';
import { hostTag, pageAttributes } from './page-names';
import {
  buildSiteWarning,
  SITE_WARNING_CSS,
  type SiteWarningActions,
  type SiteWarningModel,
} from './site-warning';
import { textElement } from './text-element';

const OVERLAY_CSS = `
dialog { position: fixed; inset: 0; width: 100%; height: 100%; max-width: none; max-height: none;
  margin: 0; padding: 0; border: 0; overflow: auto; background: #8e1c12; color-scheme: light dark; }
dialog::backdrop { background: #8e1c12; }
dialog:focus { outline: none; }
@media (prefers-color-scheme: dark) { dialog, dialog::backdrop { background: #5c130c; } }
`;

/**
 * The page of a reported scam site, covered the moment the answer arrives: a modal dialog in the
 * top layer, so the page under it is inert (no pointer, focus or keystroke reaches its forms)
 * and focus stays in the warning. The page cannot remove, restyle or cover it (guarded-surface).
 *
 * Covering comes first, in this task: the opaque dialog is shown and the page inert at once.
 * The words follow in the next task (building them costs more than the cover, mostly a fresh
 * page's first date formatting), so the cover is painted a frame or two sooner.
 */
export function showSiteOverlay(
  doc: Document,
  model: SiteWarningModel,
  onOverpowered: () => void,
  actions: SiteWarningActions,
): GuardedSurface {
  const surface = showGuardedSurface(doc, {
    tag: hostTag('siteWarning'),
    css: OVERLAY_CSS + SITE_WARNING_CSS,
    layer: 'modal',
    attributes: { [pageAttributes().site]: 'block' },
    onOverpowered,
  });
  surface.panel.setAttribute('aria-labelledby', 'lw-site-title');
  setTimeout(() => {
    if (!surface.shown) return;
    const { element, focusTarget } = buildSiteWarning(doc, model, actions);
    surface.panel.append(element);
    focusTarget.focus();
  }, 0);
  return surface;
}

const BANNER_CSS = `
.banner:popover-open { position: fixed; inset: 0 0 auto 0; width: 100%; height: auto; margin: 0; box-sizing: border-box;
  display: flex; align-items: center; gap: 12px; padding: 10px 16px; border: 0;
  border-bottom: 3px solid #b54708; background: #fff4e5; color: #1b1f24;
  font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; box-shadow: 0 2px 8px rgb(0 0 0 / 0.2); }
.text { flex: 1; margin: 0; overflow-wrap: anywhere; }
button { font: inherit; padding: 4px 12px; border-radius: 6px; cursor: pointer;
  border: 1px solid #d0d7de; background: #fff; color: inherit; }
button:focus-visible { outline: 3px solid #0b5cad; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  .banner:popover-open { background: #3d2a12; color: #e6edf3; border-color: #d29922; }
  button { background: #2d333b; border-color: #3a424b; }
}
`;

/**
 * The banner for a site with a lower-level record (below the level that blocks): across the top,
 * never covering the page, until the person dismisses it (remembered for the browser session).
 */
export function showSiteBanner(
  doc: Document,
  model: Omit<SiteWarningModel, 'framed'>,
  dismiss: () => void,
): GuardedSurface {
  const surface = showGuardedSurface(doc, {
    tag: hostTag('siteBanner'),
    css: BANNER_CSS,
    layer: 'popover',
    attributes: { [pageAttributes().site]: 'banner' },
    placement: 'first',
  });
  const { verdict } = model;
  const reports = plural('site.reports', verdict.reports);
  const text = textElement(
    doc,
    'p',
    verdict.lookalike
      ? i18n.t('site.lookalikeBanner', [
          verdict.lookalike.imitates,
          lookalikeReason(verdict.lookalike),
        ])
      : i18n.t('site.banner', [model.registrable, reports, verdict.level]),
    'text',
  );
  if (model.heldTyping) text.append(' ', i18n.t('site.typingHeld'));
  text.title = describeVerdict(verdict)
    .details.map(([label, value]) => `${label}: ${value}`)
    .join('\n');
  const close = textElement(doc, 'button', i18n.t('site.dismiss'));
  close.type = 'button';
  close.setAttribute('aria-label', i18n.t('site.dismissLabel'));
  close.addEventListener('click', (event) => {
    if (!event.isTrusted) return;
    surface.dismiss();
    dismiss();
  });
  surface.panel.className = 'banner';
  surface.panel.setAttribute('role', 'alert');
  surface.panel.append(text, close);
  return surface;
}
