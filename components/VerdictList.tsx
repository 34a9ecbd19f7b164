import type { ComponentChildren } from 'preact';
import { describeVerdict } from '@/utils/lookup/describe-verdict';
import type { Verdict } from '@/utils/lookup/verdict';

/**
 * Verdicts as text: a headline in words, then the facts the service gave, and whatever `after`
 * adds to each (where a pasted message had it, a button to reveal a short link).
 */
export function VerdictList({
  verdicts,
  after,
}: {
  verdicts: readonly Verdict[];
  after?: (index: number) => ComponentChildren;
}) {
  return (
    <ul class="verdicts" data-testid="verdicts">
      {verdicts.map((verdict, index) => {
        const text = describeVerdict(verdict);
        return (
          <li
            key={`${verdict.value ?? ''}-${index}`}
            class={`verdict ${text.tone}`}
            data-kind={verdict.kind}
            data-lookalike={verdict.kind === 'risky' ? verdict.lookalike?.reason : undefined}
          >
            <p class="headline">{text.headline}</p>
            <dl>
              {text.details.map(([label, value]) => (
                <>
                  <dt key={`${label}-t`}>{label}</dt>
                  <dd key={`${label}-d`}>{value}</dd>
                </>
              ))}
            </dl>
            {after?.(index)}
          </li>
        );
      })}
    </ul>
  );
}
