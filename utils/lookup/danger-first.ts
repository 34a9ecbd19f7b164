import { i18n, language, plural } from '../i18n';
import { isSenderReason } from '../lookalike/reasons';
import { CHECK_LIMIT } from './check-limits';
import { LOOKUP_LIMITS } from './limits';
import type { SelectedValue } from './selection';
import type { Verdict } from './verdict';

/**
 * Where a verdict goes in a check's answer: reported values first, the most severe first; then
 * look-alikes; then what could not be checked (it still needs the person's eye); then no record,
 * and what they trust. Not checked yet (null) goes last.
 */
export function dangerRank(verdict: Verdict | null): number {
  if (!verdict) return 1_000;
  if (verdict.kind === 'risky') return verdict.lookalike ? 100 : 10 - verdict.severity;
  return verdict.kind === 'unavailable' ? 200 : verdict.kind === 'no-record' ? 300 : 400;
}

/** The entries in answer order: by danger, and as written in the message within a rank. */
export function dangerFirst<T extends { verdict: Verdict | null }>(entries: readonly T[]): T[] {
  return entries
    .map((entry, order) => ({ entry, order, rank: dangerRank(entry.verdict) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ entry }) => entry);
}

/**
 * The answer's first line, read first by a screen reader: "2 of 12 are reported scams. 1
 * imitates a site people trust. 3 are not checked yet." Null for a check of one value, whose
 * verdict says it all.
 */
export function checkSummary(verdicts: ReadonlyArray<Verdict | null>): string | null {
  if (verdicts.length < 2) return null;
  const total = String(verdicts.length);
  const risky = verdicts.filter((verdict) => verdict?.kind === 'risky');
  const lookalikes = risky.filter((verdict) => verdict?.kind === 'risky' && verdict.lookalike);
  // A sender whose name claims someone else is said so, not as a site imitated.
  const senders = lookalikes.filter(
    (verdict) =>
      verdict?.kind === 'risky' && verdict.lookalike && isSenderReason(verdict.lookalike.reason),
  ).length;
  const sites = lookalikes.length - senders;
  const reported = risky.length - lookalikes.length;
  const waiting = verdicts.filter((verdict) => verdict === null).length;
  return [
    reported > 0
      ? plural('check.reported', reported, [total])
      : i18n.t('check.noneReported', [String(verdicts.length - waiting)]),
    ...(sites > 0 ? [plural('check.lookalikes', sites)] : []),
    ...(senders > 0 ? [plural('check.senders', senders)] : []),
    ...(waiting > 0 ? [plural('check.waiting', waiting)] : []),
  ].join(' ');
}

/**
 * Why some values are not checked yet, and when they can be: the lookup budget's minute, from
 * now. "Check the rest" then finds the answered ones cached and looks up the next ones.
 */
export function notCheckedAdvice(now: number): string {
  const when = new Intl.DateTimeFormat(language(), { hour: 'numeric', minute: '2-digit' }).format(
    now + LOOKUP_LIMITS.minuteMs,
  );
  return i18n.t('check.notCheckedWhy', [String(CHECK_LIMIT), when]);
}

/**
 * A checked message's answer, the same in the popup and on the page's card: the values that
 * have a verdict, danger first; what is not checked yet (past the check's limit, or never sent:
 * `found` may hold more than `verdicts` answers), as found; and the summary over all of them.
 */
export function messageAnswer(
  found: readonly SelectedValue[],
  verdicts: ReadonlyArray<Verdict | null>,
): {
  checked: Array<{ value: SelectedValue; verdict: Verdict }>;
  notChecked: string[];
  summary: string | null;
} {
  const all = found.map((value, index) => ({ value, verdict: verdicts[index] ?? null }));
  return {
    checked: dangerFirst(all).flatMap(({ value, verdict }) =>
      verdict ? [{ value, verdict }] : [],
    ),
    notChecked: all.filter((entry) => !entry.verdict).map((entry) => entry.value.value),
    summary: checkSummary(all.map((entry) => entry.verdict)),
  };
}
