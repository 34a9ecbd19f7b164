import { useState } from 'preact/hooks';
import { i18n } from '@/utils/i18n';
import type { QrFinding, QrScan } from '@/utils/qr/qr-finding';
import { splitAround } from '@/utils/text/emphasis';
import { VerdictList } from './VerdictList';

/** A sentence's words around its one placeholder, so the value can be drawn inside it. */
const PLACEHOLDER = '\u0000';

function holdsSentence(finding: QrFinding): [string, string] {
  const key = `qr.holds.${finding.kind}` as const;
  const [before = '', after = ''] = i18n.t(key, [PLACEHOLDER]).split(PLACEHOLDER);
  return [before, after];
}

/** The code's text with the web address's host in bold: the part that decides where it leads. */
function ShownText({ finding }: { finding: QrFinding }) {
  const parts = splitAround(finding.shown, finding.host);
  if (!parts) return <bdi>{finding.shown}</bdi>;
  return (
    <bdi>
      {parts[0]}
      <strong>{parts[1]}</strong>
      {parts[2]}
    </bdi>
  );
}

function FindingItem({ finding }: { finding: QrFinding }) {
  const [copied, setCopied] = useState(false);
  const [before, after] = holdsSentence(finding);
  return (
    <li class="qr-finding" data-testid="qr-finding" data-kind={finding.kind}>
      <p class="qr-holds" dir="auto">
        {before}
        <ShownText finding={finding} />
        {after}
      </p>
      <button
        type="button"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(finding.text);
            setCopied(true);
          } catch {
            setCopied(false);
          }
        }}
      >
        {copied ? i18n.t('popup.copiedShort') : i18n.t('popup.copy')}
      </button>
      {finding.verdicts.length > 0 ? (
        <VerdictList verdicts={finding.verdicts} />
      ) : (
        <p class="hint">{i18n.t('qr.nothingToCheck')}</p>
      )}
    </li>
  );
}

/** Every code found in a tab's capture or a pasted image, each with what it holds and its verdict. */
export function QrFindings({ scan }: { scan: QrScan }) {
  if (scan.problem)
    return (
      <p class="notice" data-testid="qr-problem">
        {scan.problem}
      </p>
    );
  return (
    <section aria-label={i18n.t('qr.subject')} data-testid="qr-findings">
      <p class="headline">{i18n.t('popup.qrFound', [String(scan.findings.length)])}</p>
      <ul class="qr-list">
        {scan.findings.map((finding, index) => (
          <FindingItem key={`${index}-${finding.text}`} finding={finding} />
        ))}
      </ul>
    </section>
  );
}
