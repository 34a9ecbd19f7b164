import { inject } from 'vitest';
import { launchFirefox } from './firefox';
import { judgesPhishedBrandsInSessionsOfTheirOwn } from './lookalike-scenarios';

const emulatorUrl = inject('emulatorUrl');

judgesPhishedBrandsInSessionsOfTheirOwn('Firefox ESR', emulatorUrl, () =>
  launchFirefox(inject('firefoxExtensionDir'), { sitesAt: emulatorUrl }),
);
