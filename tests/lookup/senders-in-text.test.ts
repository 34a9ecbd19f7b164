import { describe, expect, it } from 'vitest';
import type { SelectedValue } from '@/utils/lookup/selection';
import {
  judgeSenders,
  sendersInText,
  withBareSenders,
  withoutUnclaimedSenders,
} from '@/utils/lookup/senders-in-text';
import type { Verdict } from '@/utils/lookup/verdict';

const MESSAGE = [
  'From: "Chase Bank" <Alerts.Chase.Online@gmail.com>',
  '---------- Forwarded message ---------',
  'From: Correios <contato@correios>',
  'Cc: Rodrigo Lima <rodrigo@intranet>',
  'Write to help@example.org or <support@example.org>, quoting 2 < 3.',
].join('\n');

describe('the senders a pasted message shows', () => {
  it('reads `Name <address>` after a colon or at a line start, with or without a domain', () => {
    expect(sendersInText(MESSAGE).map(({ address, name }) => `${name} <${address}>`)).toEqual([
      'Chase Bank <alerts.chase.online@gmail.com>',
      'Correios <contato@correios>',
      'Rodrigo Lima <rodrigo@intranet>',
    ]);
    const [first] = sendersInText(MESSAGE);
    expect(MESSAGE.slice(first!.at, first!.end)).toBe('Alerts.Chase.Online@gmail.com');
  });

  it('adds the addresses at a host with no domain to the values, first', () => {
    const values: SelectedValue[] = [{ kind: 'domain', value: 'example.org' }];
    expect(withBareSenders(values, sendersInText(MESSAGE)).map((value) => value.value)).toEqual([
      'contato@correios',
      'rodrigo@intranet',
      'example.org',
    ]);
  });

  it('judges an address with no record, or at a host with no domain, by its name; keeps the rest', async () => {
    const values = [
      'alerts.chase.online@gmail.com',
      'contato@correios',
      'rodrigo@intranet',
      'x.org',
    ];
    const verdicts: Verdict[] = [
      { kind: 'no-record', value: values[0]!, valueKind: 'email', message: '' },
      { kind: 'unavailable', value: values[1]!, failure: { kind: 'invalid-input', reason: '' } },
      { kind: 'unavailable', value: values[2]!, failure: { kind: 'invalid-input', reason: '' } },
      { kind: 'no-record', value: values[3]!, valueKind: 'domain', message: '' },
    ];
    const asked: string[] = [];
    const judged = await judgeSenders(
      values,
      verdicts,
      sendersInText(MESSAGE),
      async (name, address) => {
        asked.push(`${name} <${address}>`);
        if (name === 'Chase Bank')
          return { imitates: 'chase.com', reason: 'sender-name', claim: 'Chase' };
        if (name === 'Correios')
          return { imitates: 'correios.com.br', reason: 'sender-no-domain', claim: 'Correios' };
        return null;
      },
    );
    expect(asked).toEqual([
      'Chase Bank <alerts.chase.online@gmail.com>',
      'Correios <contato@correios>',
      'Rodrigo Lima <rodrigo@intranet>',
    ]);
    expect(judged.map((verdict) => verdict?.kind)).toEqual([
      'risky',
      'risky',
      'unavailable',
      'no-record',
    ]);
    // The person at a host with no domain was never a value to look up: nothing to say of it.
    const kept = withoutUnclaimedSenders(
      values.map((value) => ({ value })),
      judged,
    );
    expect(kept.values.map((entry) => entry.value)).toEqual([
      'alerts.chase.online@gmail.com',
      'contato@correios',
      'x.org',
    ]);
    expect(kept.verdicts).toHaveLength(3);
  });
});
