import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getEnglishMessage } from './i18n';

/** The fake browser has no i18n: the English catalogue, as an English browser serves it. */
const englishI18n = () =>
  Object.assign(fakeBrowser.i18n, { getMessage: getEnglishMessage, getUILanguage: () => 'en' });
englishI18n();

beforeEach(() => {
  fakeBrowser.reset();
  englishI18n();
});

// happy-dom has no Popover API yet; Linkwise's surfaces only call these two methods (and track
// whether they are open themselves).
if (typeof HTMLElement !== 'undefined' && !('showPopover' in HTMLElement.prototype)) {
  Object.assign(HTMLElement.prototype, { showPopover() {}, hidePopover() {} });
}
