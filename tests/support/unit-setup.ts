import { beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

beforeEach(() => {
  fakeBrowser.reset();
});

// happy-dom has no Popover API yet; Linkwise's surfaces only call these two methods (and track
// whether they are open themselves).
if (typeof HTMLElement !== 'undefined' && !('showPopover' in HTMLElement.prototype)) {
  Object.assign(HTMLElement.prototype, { showPopover() {}, hidePopover() {} });
}
