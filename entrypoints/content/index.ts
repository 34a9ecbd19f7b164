import { initRiskyLinks } from './risky-links';
import { initToast } from './toast';

/** Each feature runs on its own, so one failing feature never breaks the others. */
const features = [initRiskyLinks, initToast];

export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  runAt: 'document_idle',
  main(ctx) {
    for (const init of features) {
      init(ctx).catch((error: unknown) => console.warn('[linkwise]', init.name, error));
    }
  },
});
