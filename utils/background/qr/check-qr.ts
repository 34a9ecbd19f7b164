import { i18n } from '../../i18n';
import type { Feature } from '../../lookup/sent-log';
import { unwrapLink } from '../../lookup/unwrap';
import type { CheckReport } from '../../page-messages';
import { readPayload, valuesOfPayload } from '../../qr/payload';
import type { QrFinding, QrScan } from '../../qr/qr-finding';
import type { QrRead } from '../../qr/qr-schemas';

type QrProblem = Extract<QrRead, { ok: false }>['reason'];

import type { HandlerDeps } from '../wiring/deps';

/** Codes in one image: the same code twice (a poster's two copies) is one finding. */
const MAX_CODES = 32;

/**
 * Judges each code by where it leads: a web address by its destination's host (a wrapped one
 * unwrapped locally; a short link by its shortener's host, never contacted), an e-mail or phone
 * by itself. Only those values reach the lookup service, as a person's check.
 */
export async function checkQrRead(
  read: QrRead,
  deps: HandlerDeps,
  request: { feature: Feature; incognito?: boolean; fromTab?: boolean },
): Promise<QrScan> {
  if (!read.ok) return { findings: [], problem: problemSentence(read.reason, request.fromTab) };
  const texts = [...new Set(read.codes.map((code) => code.text))].slice(0, MAX_CODES);
  if (texts.length === 0)
    return {
      findings: [],
      problem: i18n.t(request.fromTab ? 'qr.problem.noneInTab' : 'qr.problem.none'),
    };
  const { settings } = await deps.state();
  const findings = await Promise.all(
    texts.map((text) =>
      checkQrText(text, deps, { ...request, region: settings.defaultPhoneRegion }),
    ),
  );
  return { findings };
}

function problemSentence(reason: QrProblem, fromTab?: boolean): string {
  if (fromTab) return i18n.t('qr.problem.tab');
  if (reason === 'too-large') return i18n.t('qr.problem.tooLarge');
  if (reason === 'too-slow') return i18n.t('qr.problem.tooSlow');
  if (reason === 'not-an-image') return i18n.t('qr.problem.notAnImage');
  return i18n.t('qr.problem.unreachable');
}

async function checkQrText(
  text: string,
  deps: HandlerDeps,
  request: { feature: Feature; incognito?: boolean; region: string | null },
): Promise<QrFinding> {
  const payload = readPayload(text);
  const values = valuesOfPayload(payload, request.region);
  const verdicts = await Promise.all(
    values.map((value) =>
      deps.engine.check(value.value, {
        priority: 'user',
        feature: request.feature,
        incognito: request.incognito,
      }),
    ),
  );
  // The host to emphasise: where a (wrapped) web address leads.
  const address = payload.kind === 'web' ? payload.lookup : null;
  const leadsTo = address ? (unwrapLink(address)?.destination ?? address) : null;
  const host = leadsTo && URL.canParse(leadsTo) ? new URL(leadsTo).hostname : undefined;
  return {
    kind: payload.kind,
    shown: payload.shown,
    text: payload.kind === 'wifi' ? payload.shown : text,
    ...(host ? { host } : {}),
    verdicts,
  };
}

/** What a code holds, in a sentence: "This QR code holds a web address: …". */
export function describeFinding(finding: QrFinding): string {
  const holds = {
    web: () => i18n.t('qr.holds.web', [finding.shown]),
    email: () => i18n.t('qr.holds.email', [finding.shown]),
    phone: () => i18n.t('qr.holds.phone', [finding.shown]),
    sms: () => i18n.t('qr.holds.sms', [finding.shown]),
    contact: () => i18n.t('qr.holds.contact', [finding.shown]),
    wifi: () => i18n.t('qr.holds.wifi', [finding.shown]),
    text: () => i18n.t('qr.holds.text', [finding.shown]),
  } satisfies Record<QrFinding['kind'], () => string>;
  return holds[finding.kind]();
}

/** A scan as the page's check card shows it (the right-click on an image). */
export function qrCardReport(scan: QrScan): CheckReport {
  const subject = i18n.t('qr.subject');
  if (scan.problem) return { subject, verdicts: [], refusal: scan.problem };
  const notes = scan.findings.slice(0, 4).map(describeFinding);
  const unchecked = scan.findings.every((finding) => finding.verdicts.length === 0);
  return {
    subject,
    verdicts: scan.findings.flatMap((finding) => finding.verdicts).slice(0, 10),
    notes: unchecked ? [...notes, i18n.t('qr.nothingToCheck')] : notes,
    emphasis: scan.findings.slice(0, 4).map((finding) => finding.host ?? ''),
    ...(scan.findings.length === 1 && scan.findings[0] ? { copy: scan.findings[0].text } : {}),
  };
}
