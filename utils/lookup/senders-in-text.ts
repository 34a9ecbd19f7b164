import type { Result } from '../api/failures';
import type { LookalikeFinding } from '../lookalike/reasons';
import type { NormaliseOptions } from './normalize';
import { classifySelection, type SelectedValue, selectionHelp } from './selection';
import { lookalikeVerdict, type Verdict } from './verdict';

/** An e-mail address at a host with no domain: `contato@correios`. */
export const BARE_HOST_ADDRESS = /^[^@\s]+@[\p{L}\p{N}-]+$/u;

/** A sender as a pasted message shows one: `From: "Chase Bank" <alerts@…>`. */
export interface ShownSender {
  address: string;
  name: string;
  /** Where the address is written in the text (UTF-16 offsets). */
  at: number;
  end: number;
}

/**
 * `Name <address>` at the start of a line or after a colon (`From: Correios <contato@correios>`,
 * a forwarded header): the name before `<`, the address inside, with or without a domain.
 */
const SENDER =
  /(?:^|[:|\n\t>])[ \t]*["'“]?([^"'“”<>:|\n\t@]{1,120}?)["'”]?[ \t]*<[ \t]*([\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+)[ \t]*>/gu;

/** Every sender a pasted message shows as a name with an address, first of each address. */
export function sendersInText(text: string): ShownSender[] {
  const found = new Map<string, ShownSender>();
  for (const match of text.matchAll(SENDER)) {
    const name = match[1]!.replace(/\s+/g, ' ').trim();
    const address = match[2]!.toLowerCase();
    if (!name || found.has(address)) continue;
    const at = (match.index ?? 0) + match[0].lastIndexOf(match[2]!);
    found.set(address, { address, name, at, end: at + match[2]!.length });
  }
  return [...found.values()];
}

/**
 * What a message (a selection, or text pasted into Check) holds to check: the values the
 * selection reads, with its senders at a host with no domain first, and the senders it shows;
 * or why there is nothing.
 */
export function messageValues(
  text: string,
  options: NormaliseOptions,
): Result<{ values: SelectedValue[]; senders: ShownSender[] }, string> {
  const selected = classifySelection(text, options);
  const senders = sendersInText(text);
  const values = withBareSenders(selected.ok ? selected.value : [], senders);
  if (values.length > 0) return { ok: true, value: { values, senders } };
  return { ok: false, failure: selected.ok ? selectionHelp() : selected.failure };
}

/**
 * The values of a message with its senders at a host with no domain added (the selection reads
 * only addresses with one): those are judged on their names alone, never looked up.
 */
export function withBareSenders(
  values: readonly SelectedValue[],
  senders: readonly ShownSender[],
): SelectedValue[] {
  const bare = senders.filter((sender) => BARE_HOST_ADDRESS.test(sender.address));
  // First: a message's sender is its first line, and a long message's values are cut at the end.
  return [
    ...bare.map(({ address, at, end }) => ({ kind: 'email' as const, value: address, at, end })),
    ...values,
  ];
}

/**
 * The verdicts of a message's values, each address with no record (or at a host with no domain)
 * judged on the name the message shows it with.
 */
export async function judgeSenders(
  values: readonly string[],
  verdicts: ReadonlyArray<Verdict | null>,
  senders: ReadonlyArray<{ address: string; name: string }>,
  judge: (name: string, address: string) => Promise<LookalikeFinding | null>,
): Promise<Array<Verdict | null>> {
  const names = new Map(senders.map((sender) => [sender.address.toLowerCase(), sender.name]));
  return Promise.all(
    verdicts.map(async (verdict, index) => {
      const address = verdict && senderToJudge(values[index] ?? '', verdict);
      const name = address && names.get(address);
      if (!address || !name) return verdict;
      const finding = await judge(name, address);
      return finding ? lookalikeVerdict({ kind: 'email', value: address }, finding) : verdict;
    }),
  );
}

/**
 * The address whose sender's name is judged, given what the lookup said of the value asked
 * (`asked`): an e-mail address with no record, or one at a host with no domain, which the lookup
 * refuses (never sent). Null for anything else.
 */
export function senderToJudge(asked: string, verdict: Verdict): string | null {
  if (verdict.kind === 'no-record') return verdict.valueKind === 'email' ? verdict.value : null;
  return verdict.kind === 'unavailable' && BARE_HOST_ADDRESS.test(asked)
    ? asked.toLowerCase()
    : null;
}

/**
 * A message's values and verdicts without the senders at a host with no domain whose names
 * claimed no one: they were never values to look up, and have nothing to say.
 */
export function withoutUnclaimedSenders<Value extends { value: string }>(
  values: readonly Value[],
  verdicts: ReadonlyArray<Verdict | null>,
): { values: Value[]; verdicts: Array<Verdict | null> } {
  const keep = values.map(
    (value, index) => !BARE_HOST_ADDRESS.test(value.value) || verdicts[index]?.kind === 'risky',
  );
  return {
    values: values.filter((_, index) => keep[index]),
    verdicts: verdicts.filter((_, index) => keep[index]),
  };
}
