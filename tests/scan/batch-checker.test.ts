import { describe, expect, it } from 'vitest';
import type { Verdict } from '@/utils/lookup/verdict';
import { createBatchChecker, type PortLike } from '@/utils/scan/batch-checker';

const noRecord = (value: string): Verdict => ({
  kind: 'no-record',
  value,
  valueKind: 'domain',
  message: 'none',
});

/** A fake port that records what was posted and lets the test answer or drop it. */
function fakePorts() {
  const ports: Array<{ posted: unknown[]; reply: (m: unknown) => void; drop: () => void }> = [];
  const connect = (): PortLike => {
    const onMessage: Array<(m: unknown) => void> = [];
    const onDisconnect: Array<() => void> = [];
    const record = {
      posted: [] as unknown[],
      reply: (m: unknown) => {
        for (const l of onMessage) l(m);
      },
      drop: () => {
        for (const l of onDisconnect) l();
      },
    };
    ports.push(record);
    return {
      postMessage: (m) => record.posted.push(m),
      onMessage: { addListener: (l) => onMessage.push(l) },
      onDisconnect: { addListener: (l) => onDisconnect.push(l) },
    };
  };
  return { ports, connect };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createBatchChecker', () => {
  it('sends the values of one turn in one message, each once, and resolves every asker', async () => {
    const { ports, connect } = fakePorts();
    const check = createBatchChecker(connect);
    const answers = Promise.all(['a.com', 'b.com', 'a.com'].map(check));
    await tick();
    expect(ports).toHaveLength(1);
    expect(ports[0]?.posted).toEqual([{ type: 'check', values: ['a.com', 'b.com'] }]);
    ports[0]?.reply({
      type: 'verdicts',
      items: [
        ['a.com', noRecord('a.com')],
        ['b.com', noRecord('b.com')],
      ],
    });
    expect((await answers).map((v) => v?.value)).toEqual(['a.com', 'b.com', 'a.com']);
  });

  it('splits a large turn into batches of 200', async () => {
    const { ports, connect } = fakePorts();
    const check = createBatchChecker(connect);
    for (let i = 0; i < 450; i++) void check(`v${i}.com`);
    await tick();
    expect(ports[0]?.posted.map((m) => (m as { values: string[] }).values.length)).toEqual([
      200, 200, 50,
    ]);
  });

  it('ignores malformed replies and asks again on a new port when the old one drops', async () => {
    const { ports, connect } = fakePorts();
    const check = createBatchChecker(connect);
    const answer = check('a.com');
    await tick();
    ports[0]?.reply({ type: 'verdicts', items: [['a.com', { kind: 'nonsense' }]] });
    ports[0]?.drop();
    await tick();
    expect(ports).toHaveLength(2);
    expect(ports[1]?.posted).toEqual([{ type: 'check', values: ['a.com'] }]);
    ports[1]?.reply({ type: 'verdicts', items: [['a.com', noRecord('a.com')]] });
    expect((await answer)?.kind).toBe('no-record');
  });
});
