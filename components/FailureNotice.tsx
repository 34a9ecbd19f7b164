import { browser } from 'wxt/browser';
import { describeFailure, type Service } from '@/utils/api/describe';
import type { AppFailure } from '@/utils/api/failures';
import { i18n } from '@/utils/i18n';

interface Props {
  failure: AppFailure;
  service: Service;
  onRetry?: () => void;
}

/** One failure as one sentence, with the button that would fix it. Text only, never HTML. */
export function FailureNotice({ failure, service, onRetry }: Props) {
  const text = describeFailure(failure, service);
  return (
    <div class="notice error" role="alert">
      <p>{text.sentence}</p>
      {text.action === 'open-options' && (
        <button type="button" onClick={() => browser.runtime.openOptionsPage()}>
          {i18n.t('popup.openOptions')}
        </button>
      )}
      {text.action === 'retry' && onRetry && (
        <button type="button" onClick={onRetry}>
          {i18n.t('popup.tryAgain')}
        </button>
      )}
    </div>
  );
}
