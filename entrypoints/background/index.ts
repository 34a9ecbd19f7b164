import { browser } from 'wxt/browser';
import { defaultHttpDeps } from '@/utils/api/http';
import { checkValue } from '@/utils/api/lookup';
import { createMessageRouter } from '@/utils/background/router';
import { createLookupService } from '@/utils/lookup/service';
import { buildDefaults, keysFor } from '@/utils/settings/resolve';
import { getInstallId, getSecrets, getSettings } from '@/utils/storage';

export default defineBackground(() => {
  const lookup = createLookupService({
    now: () => Date.now(),
    check: async (baseUrl, value) =>
      checkValue(
        { baseUrl, lookupKey: keysFor(await getSecrets()).lookupKey },
        value,
        defaultHttpDeps,
      ),
  });

  const route = createMessageRouter(
    { getSettings, getSecrets, getInstallId, buildDefaults, lookup, http: defaultHttpDeps },
    { id: browser.runtime.id, origin: browser.runtime.getURL('/') },
  );
  browser.runtime.onMessage.addListener((message, sender) => route(message, sender));

  browser.runtime.onInstalled.addListener(async ({ reason }) => {
    await getInstallId();
    if (reason === 'install') await browser.runtime.openOptionsPage();
  });
});
