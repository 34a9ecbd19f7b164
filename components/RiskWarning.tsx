import { useLayoutEffect, useRef } from 'preact/hooks';
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
      <h2 id="risk-title">{verdict.value} is a reported scam</h2>
      <p id="risk-detail">
        Risk level {verdict.level}, score {verdict.score}, {verdict.reports} report
        {verdict.reports === 1 ? '' : 's'}, status “{verdict.status}”. Sharing this link may put
        others at risk.
      </p>
      <div class="row">
        <button type="button" class="primary" ref={safeChoice} onClick={onCancel}>
          Don’t shorten
        </button>
        <button type="button" onClick={onConfirm}>
          Shorten anyway
        </button>
      </div>
    </section>
  );
}
