import { i18n } from '../i18n';
import type { Reveal } from './reveal';

/** A reveal in sentences: one per hop taken, how it ended, and what the shortener learned. */
export interface RevealWords {
  hops: string[];
  outcome: string;
  /** Said whenever a shortener was contacted. */
  privacy: string | null;
}

export function revealWords({ hops, stop }: Reveal): RevealWords {
  const last = hops.at(-1)?.host ?? '';
  const outcome = {
    destination: () => i18n.t('reveal.destination', [last]),
    reported: () => i18n.t('reveal.stopReported', [last]),
    loop: () => i18n.t('reveal.stopLoop'),
    'too-many-hops': () => i18n.t('reveal.stopTooManyHops'),
    'no-redirect': () => i18n.t('reveal.stopNoRedirect', [last]),
    unreachable: () => i18n.t('reveal.stopUnreachable', [last]),
  }[stop]();
  // Every hop but the last sent the person on; the last is where it ended (or stopped).
  const sentOn = hops.slice(0, -1);
  const contacted = hops.some((hop) => hop.status !== undefined) || stop === 'unreachable';
  return {
    hops: sentOn.map((hop) => i18n.t('reveal.hop', [hop.host, String(hop.status ?? '')])),
    outcome,
    privacy: contacted ? i18n.t('reveal.privacy') : null,
  };
}
