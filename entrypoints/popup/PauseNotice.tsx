import { useEffect, useState } from 'preact/hooks';
import { formatTime, i18n, plural } from '@/utils/i18n';
import type { LookupPause } from '@/utils/lookup/backoff';
import { sendMessage } from '@/utils/messaging';

const REFRESH_MS = 1_000;
/** "Checking resumed at …" is news for this long after it happened. */
const RESUMED_NEWS_MS = 10 * 60 * 1000;

const clock = (time: number) => formatTime(time);

/**
 * Whether scam checks are paused because the lookup service failed, until when and for how
 * long; and, for a while afterwards, when they resumed (pages are checked again then).
 */
export function PauseNotice() {
  const [pause, setPause] = useState<LookupPause | null>(null);
  const [now, setNow] = useState(Date.now());

  useEffect(() => {
    const load = () =>
      sendMessage({ type: 'lookup:status' }).then((reply) => {
        setPause(reply.ok ? reply.value : null);
        setNow(Date.now());
      });
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  if (pause?.pausedUntil) {
    const minutes = Math.max(1, Math.ceil((pause.pausedUntil - now) / 60_000));
    return (
      <p class="notice" role="status" data-testid="lookup-paused">
        {plural('popup.paused', minutes, [clock(pause.pausedUntil)])}
      </p>
    );
  }
  if (pause?.resumedAt && now - pause.resumedAt < RESUMED_NEWS_MS) {
    return (
      <p class="hint" role="status" data-testid="lookup-resumed">
        {i18n.t('popup.resumed', [clock(pause.resumedAt)])}
      </p>
    );
  }
  return null;
}
