import { i18n } from '@/utils/i18n';
import type { Reveal } from '@/utils/links/reveal';
import { revealWords } from '@/utils/links/reveal-words';
import { VerdictList } from './VerdictList';

/** Where a short link leads: each hop taken, how it ended, the verdict there, and the cost. */
export function RevealList({ reveal }: { reveal: Reveal }) {
  const words = revealWords(reveal);
  const last = reveal.hops.at(-1);
  return (
    <section class="reveal" aria-label={i18n.t('reveal.title')} data-testid="reveal">
      <p class="headline">{i18n.t('reveal.title')}</p>
      {words.hops.length > 0 && (
        <ol class="hops" data-testid="reveal-hops">
          {words.hops.map((hop, index) => (
            <li key={`${index}-${hop}`} dir="auto">
              {hop}
            </li>
          ))}
        </ol>
      )}
      <p data-testid="reveal-outcome" data-stop={reveal.stop} dir="auto">
        {words.outcome}
      </p>
      {last && <VerdictList verdicts={[last.verdict]} />}
      {words.privacy && <p class="hint">{words.privacy}</p>}
    </section>
  );
}
