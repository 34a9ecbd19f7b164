import { useLayoutEffect, useRef } from 'preact/hooks';
import { formatNumber, i18n, plural } from '@/utils/i18n';
import { lookalikeHeadline, lookalikeReason } from '@/utils/lookup/describe-verdict';
import type { RiskyVerdict } from '@/utils/lookup/verdict';

interface Props {
  verdict: RiskyVerdict;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Stops a shorten of a reported scam until the person deliberately chooses to go ahead. */
export function RiskWarning({ verdict, onCancel, onConfirm }: Props) {
  const safeChoice = useRef<HTMLButtonElement>(null);
  // The safe choice has focus, so Enter or Space never shortens a scam by accident. A layout
  // effect focuses it in the same task that shows the warning: no moment where focus is lost.
  useLayoutEffect(() => safeChoice.current?.focus(), []);
  return (
    <section
      class="notice warning"
      role="alertdialog"
      aria-labelledby="risk-title"
      aria-describedby="risk-detail"
    >
      <h2 id="risk-title">
        {verdict.lookalike
          ? verdict.lookalike.reason.startsWith('sender-')
            ? lookalikeHeadline({ ...verdict, lookalike: verdict.lookalike })
            : i18n.t('popup.lookalikeTitle', [verdict.value, verdict.lookalike.imitates])
          : i18n.t('popup.riskTitle', [verdict.value])}
      </h2>
      <p id="risk-detail">
        {verdict.lookalike
          ? i18n.t('site.lookalikeSummary', [lookalikeReason(verdict.lookalike, verdict.value)])
          : i18n.t('popup.riskDetail', [
              verdict.level,
              formatNumber(verdict.score),
              plural('site.reports', verdict.reports),
              verdict.status,
            ])}
      </p>
      <div class="row">
        <button type="button" class="primary" ref={safeChoice} onClick={onCancel}>
          {i18n.t('popup.dontShorten')}
        </button>
        <button type="button" onClick={onConfirm}>
          {i18n.t('popup.shortenAnyway')}
        </button>
      </div>
    </section>
  );
}
