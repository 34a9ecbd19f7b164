import { inject } from 'vitest';
import { launchChromium } from './chromium';
import { judgesPhishedBrandsInSessionsOfTheirOwn } from './lookalike-scenarios';

const emulatorUrl = inject('emulatorUrl');

judgesPhishedBrandsInSessionsOfTheirOwn('Chromium', emulatorUrl, () =>
  launchChromium(inject('chromeExtensionDir'), { sitesAt: emulatorUrl }),
);
