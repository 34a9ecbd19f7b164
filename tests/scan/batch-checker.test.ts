import { describe, expect, it } from 'vitest';
import type { RiskyVerdict } from '@/utils/lookup/verdict';
import { createBatchChecker, type PageAnswers, type PortLike } from '@/utils/scan/batch-checker';

const risky = (value: string): RiskyVerdict => ({
  kind: 'risky',
  value,
  valueKind: 'domain',
  type: 'domain',
  level: 'HIGH',
  severity: 3,
  knownLevel: true,
  score: 80,
  reports: 2,
  status: 'verified_scam',
  lastUpdated: '2026-01-01T00:00:00.000Z',
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

const noAnswers = () => {};

describe('createBatchChecker', () => {
  it('sends the values of one turn in one message, each once', async () => {
    const { ports, connect } = fakePorts();
    const answers: PageAnswers[] = [];
    const ask = createBatchChecker(connect, (a) => answers.push(a));
    ask(['a.com', 'b.com', 'a.com'], 'page');
    ask(['c.com'], 'visible');
    await tick();
    expect(ports).toHaveLength(1);
    expect(ports[0]?.posted).toEqual([
      { type: 'ask', visible: ['c.com'], page: ['a.com', 'b.com'] },
    ]);
    ports[0]?.reply({
      type: 'verdicts',
      risky: [['a.com', risky('a.com')]],
      settled: ['b.com', 'c.com'],
    });
    expect(answers).toMatchObject([
      { risky: [['a.com', risky('a.com')]], settled: ['b.com', 'c.com'] },
    ]);
  });

  it('asks again to move a waiting value up, once, and never moves one down', async () => {
    const { ports, connect } = fakePorts();
    const ask = createBatchChecker(connect, noAnswers);
    ask(['a.com'], 'page');
    await tick();
    ask(['a.com'], 'visible');
    ask(['a.com'], 'visible');
    ask(['a.com'], 'page');
    await tick();
    expect(ports[0]?.posted.at(-1)).toEqual({ type: 'ask', visible: ['a.com'] });
    expect(ports[0]?.posted).toHaveLength(2);
  });

  it('splits a large turn into messages of at most 200 values a list', async () => {
    const { ports, connect } = fakePorts();
    const ask = createBatchChecker(connect, noAnswers);
    const hosts = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => `${prefix}${i}.com`);
    ask(hosts('old', 250), 'page');
    await tick();
    ask.forget(hosts('old', 250));
    ask(hosts('new', 450), 'visible');
    await tick();
    const sizes = (m: unknown) =>
      Object.fromEntries(
        Object.entries(m as Record<string, unknown>).map(([key, value]) => [
          key,
          Array.isArray(value) ? value.length : value,
        ]),
      );
    expect(ports[0]?.posted.slice(2).map(sizes)).toEqual([
      { type: 'ask', forget: 200, visible: 200 },
      { type: 'ask', forget: 50, visible: 200 },
      { type: 'ask', visible: 50 },
    ]);
  });

  it('withdraws and asks in the same message; one withdrawn and asked again is only asked', async () => {
    const { ports, connect } = fakePorts();
    const ask = createBatchChecker(connect, noAnswers);
    ask(['gone.com', 'back.com', 'left.com'], 'page');
    await tick();
    ask.forget(['gone.com', 'back.com']);
    ask(['back.com', 'new.com'], 'visible');
    ask.forget(['left.com', 'never-asked.com']);
    await tick();
    expect(ports[0]?.posted).toEqual([
      { type: 'ask', page: ['gone.com', 'back.com', 'left.com'] },
      { type: 'ask', forget: ['gone.com', 'left.com'], visible: ['back.com', 'new.com'] },
    ]);
  });

  it('ignores replies of another form and asks again on a new port when the old one drops', async () => {
    // (Verdicts themselves are checked by the background before it sends: page-port tests.)
    const { ports, connect } = fakePorts();
    const answers: PageAnswers[] = [];
    const ask = createBatchChecker(connect, (a) => answers.push(a));
    ask(['a.com', 'b.com'], 'page');
    ask(['b.com'], 'visible');
    await tick();
    ports[0]?.reply({ type: 'nonsense', risky: [], settled: ['a.com'] });
    ports[0]?.reply({ type: 'verdicts', risky: 'a.com', settled: [] });
    ports[0]?.reply(null);
    expect(answers).toEqual([]);
    ports[0]?.drop();
    await tick();
    expect(ports).toHaveLength(2);
    expect(ports[1]?.posted).toEqual([{ type: 'ask', visible: ['b.com'], page: ['a.com'] }]);
    ports[1]?.reply({ type: 'verdicts', risky: [], settled: ['a.com', 'b.com'] });
    expect(answers).toHaveLength(1);
  });
});
