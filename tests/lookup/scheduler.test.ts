import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Backoff, INITIAL_BACKOFF } from '@/utils/lookup/backoff';
import { type LookupResult, type Priority, RequestScheduler } from '@/utils/lookup/scheduler';

const NO_RECORD: LookupResult = { ok: true, value: { kind: 'no-record', message: 'none' } };

/** Requests that the test answers by hand, in the order they were sent. */
function harness(perMinute = 60, shown: ReadonlySet<number> = new Set()) {
  const sent: Array<{ key: string; answer: (result: LookupResult) => void }> = [];
  const backoff = new Backoff(INITIAL_BACKOFF, Date.now, () => 0.5);
  const scheduler = new RequestScheduler(backoff, {
    now: Date.now,
    perMinute: () => perMinute,
    isActiveTab: (tab) => shown.has(tab),
  });
  const ask = (key: string, priority: Priority = 'page', tabId?: number) =>
    scheduler.schedule(
      key,
      priority,
      tabId,
      () => new Promise<LookupResult>((answer) => sent.push({ key, answer })),
    );
  return { sent, ask, scheduler, backoff };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RequestScheduler', () => {
  it('sends one request for concurrent asks of the same key', async () => {
    const { sent, ask } = harness();
    const answers = Promise.all([ask('a', 'page', 1), ask('a', 'visible', 2), ask('a', 'user')]);
    await flush();
    expect(sent.map((s) => s.key)).toEqual(['a']);
    sent[0]?.answer(NO_RECORD);
    expect(await answers).toEqual([NO_RECORD, NO_RECORD, NO_RECORD]);
  });

  it('keeps at most 2 in flight and serves user, then visible, then page', async () => {
    const { sent, ask } = harness();
    ask('page-1', 'page', 1);
    ask('page-2', 'page', 1);
    ask('page-3', 'page', 1);
    ask('visible-1', 'visible', 1);
    ask('user-1', 'user');
    await flush();
    expect(sent.map((s) => s.key)).toEqual(['page-1', 'page-2']);
    sent[0]?.answer(NO_RECORD);
    await flush();
    sent[1]?.answer(NO_RECORD);
    await flush();
    expect(sent.map((s) => s.key)).toEqual(['page-1', 'page-2', 'user-1', 'visible-1']);
  });

  it('a person asking for a queued value lifts it to the front', async () => {
    const { sent, ask } = harness();
    for (const key of ['x', 'y', 'z', 'w']) ask(key, 'page', 1);
    ask('w', 'user');
    await flush();
    sent[0]?.answer(NO_RECORD);
    await flush();
    expect(sent[2]?.key).toBe('w');
  });

  it('page work spends its share of the minute; the rest waits for a person, then the window moves', async () => {
    const { sent, ask } = harness(5);
    const answerAll = async () => {
      for (let round = 0; round < 10; round++) {
        await flush();
        for (const request of sent) request.answer(NO_RECORD);
      }
    };
    // Two tabs, so each page's share (2 of 5) is not what stops them: page work's part is.
    for (let i = 0; i < 8; i++) ask(`v${i}`, 'visible', 1 + (i % 2));
    await answerAll();
    // 5 a minute: page work may send 4 (80 %); the fifth is kept for a person.
    expect(sent).toHaveLength(4);
    ask('opened-site', 'site');
    await answerAll();
    expect(sent.map((request) => request.key).at(-1)).toBe('opened-site');
    ask('checked', 'user');
    await answerAll();
    expect(sent).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(60_001);
    await answerAll();
    // The window moved: the person's check first, then page work while all sends stay within
    // its part (the person's check counts too).
    expect(sent.map((request) => request.key).slice(5)).toEqual(['checked', 'v4', 'v5', 'v6']);
  });

  it('a site being opened goes ahead of everything, even a person’s check', async () => {
    const { sent, ask } = harness();
    ask('busy-1', 'page', 1);
    ask('busy-2', 'page', 1);
    ask('page-3', 'page', 1);
    ask('user-1', 'user');
    ask('site-1', 'site');
    await flush();
    sent[0]?.answer(NO_RECORD);
    await flush();
    expect(sent.map((request) => request.key)).toEqual(['busy-1', 'busy-2', 'site-1']);
  });

  it('drops queued work of a tab that closed, but never a person’s check', async () => {
    const { sent, ask, scheduler } = harness();
    ask('busy-1', 'page', 9);
    ask('busy-2', 'page', 9);
    const dropped = ask('tab-7-only', 'page', 7);
    const shared = ask('shared', 'page', 7);
    ask('shared', 'page', 8);
    const personal = ask('personal', 'user');
    scheduler.dropTab(7);
    expect(await dropped).toEqual({ ok: false, failure: { kind: 'cancelled' } });
    expect(scheduler.pending).toBe(2);
    for (let round = 0; round < 4; round++) {
      for (const request of sent) request.answer(NO_RECORD);
      await flush();
    }
    expect(await shared).toEqual(NO_RECORD);
    expect(await personal).toEqual(NO_RECORD);
    expect(sent.map((s) => s.key)).not.toContain('tab-7-only');
  });

  it('answers a person at once while backing off, and sends nothing', async () => {
    const { sent, ask, backoff } = harness();
    backoff.recordFailure({ kind: 'rate-limited', host: 'l', retryAfterMs: 90_000 });
    expect(await ask('a', 'user')).toEqual({
      ok: false,
      failure: { kind: 'backing-off', retryAfterMs: 90_000 },
    });
    expect(await ask('b', 'page', 1)).toMatchObject({
      ok: false,
      failure: { kind: 'backing-off' },
    });
    expect(sent).toHaveLength(0);
  });

  it('holds page checks through a short pause and sends them after it', async () => {
    const { sent, ask, backoff } = harness();
    backoff.recordFailure({ kind: 'rate-limited', host: 'l', retryAfterMs: 3_000 });
    const pending = ask('a', 'page', 1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    sent[0]?.answer(NO_RECORD);
    expect(await pending).toEqual(NO_RECORD);
  });

  it('one tab’s page work takes at most half the minute; another tab and a person still get through', async () => {
    const { sent, ask } = harness(60);
    const answerAll = async () => {
      for (let round = 0; round < 80; round++) {
        await flush();
        for (const request of sent) request.answer(NO_RECORD);
      }
    };
    for (let i = 0; i < 100; i++) ask(`flood-${i}`, 'page', 1);
    await answerAll();
    expect(sent.filter((r) => r.key.startsWith('flood-'))).toHaveLength(30);
    for (let i = 0; i < 5; i++) ask(`next-page-${i}`, 'visible', 2);
    ask('person', 'user');
    ask('pointed-at', 'intent', 1);
    await answerAll();
    const keys = sent.map((r) => r.key);
    expect(keys.filter((k) => k.startsWith('next-page-'))).toHaveLength(5);
    expect(keys).toContain('person');
    // A person pointing at a link is not held by the page's share.
    expect(keys).toContain('pointed-at');
    expect(keys.filter((k) => k.startsWith('flood-'))).toHaveLength(30);
    // A minute later the flooding tab gets its next share.
    await vi.advanceTimersByTimeAsync(60_001);
    await answerAll();
    expect(sent.filter((r) => r.key.startsWith('flood-'))).toHaveLength(60);
  });

  it('the tab in front goes first; a hidden tab’s work waits behind it', async () => {
    const { sent, ask } = harness(60, new Set([7]));
    ask('busy-1', 'page', 9);
    ask('busy-2', 'page', 9);
    ask('hidden-1', 'visible', 9);
    ask('front-1', 'visible', 7);
    ask('hidden-2', 'visible', 9);
    ask('front-2', 'visible', 7);
    await flush();
    for (let round = 0; round < 6; round++) {
      sent.at(-1)?.answer(NO_RECORD);
      sent.at(-2)?.answer(NO_RECORD);
      await flush();
    }
    expect(sent.map((r) => r.key).slice(2)).toEqual(['front-1', 'front-2', 'hidden-1', 'hidden-2']);
  });

  it('intent goes ahead of page work, behind a person’s own check', async () => {
    const { sent, ask } = harness();
    ask('busy-1', 'page', 1);
    ask('busy-2', 'page', 1);
    ask('visible-1', 'visible', 1);
    ask('pointed-at', 'intent', 1);
    ask('checked', 'user');
    await flush();
    sent[0]?.answer(NO_RECORD);
    sent[1]?.answer(NO_RECORD);
    await flush();
    expect(sent.map((r) => r.key).slice(2, 4)).toEqual(['checked', 'pointed-at']);
  });

  it('a page’s share starts afresh when its tab loads another page', async () => {
    const { sent, ask, scheduler } = harness(60);
    const answerAll = async () => {
      for (let round = 0; round < 80; round++) {
        await flush();
        for (const request of sent) request.answer(NO_RECORD);
      }
    };
    for (let i = 0; i < 40; i++) ask(`first-page-${i}`, 'visible', 3);
    await answerAll();
    expect(sent).toHaveLength(30);
    scheduler.dropTab(3); // the tab loads its next page
    for (let i = 0; i < 40; i++) ask(`next-page-${i}`, 'visible', 3);
    await answerAll();
    // Page work as a whole keeps to its part of the minute (48 of 60): 18 more, not 30.
    expect(sent.filter((r) => r.key.startsWith('next-page-'))).toHaveLength(18);
  });

  it('looking ahead spends at most half the minute, so what comes on screen next has room', async () => {
    const { sent, ask } = harness(60);
    const answerAll = async () => {
      for (let round = 0; round < 80; round++) {
        await flush();
        for (const request of sent) request.answer(NO_RECORD);
      }
    };
    // Three pages' look-ahead (each within its own share of 30).
    for (let tab = 1; tab <= 3; tab++) {
      for (let i = 0; i < 20; i++) ask(`ahead-${tab}-${i}`, 'page', tab);
    }
    await answerAll();
    expect(sent).toHaveLength(30);
    for (let i = 0; i < 20; i++) ask(`on-screen-${i}`, 'visible', 4);
    await answerAll();
    expect(sent.filter((r) => r.key.startsWith('on-screen-'))).toHaveLength(18);
    expect(sent).toHaveLength(48);
  });
});

describe('RequestScheduler: the rolling minute is exact as the service sees it', () => {
  it('never lets 61 requests arrive within one minute, however long each one travels', async () => {
    const places: Array<{ sentAt: number; answeredAt: number }> = [];
    const backoff = new Backoff(INITIAL_BACKOFF, Date.now, () => 0.5);
    const scheduler = new RequestScheduler(backoff, { now: Date.now, perMinute: () => 60 });
    // A person checking 200 values; each answer takes 0–3 s (a slow service, a long route).
    const travel = (i: number) => (i * 7919) % 3_000;
    const asks = Array.from({ length: 200 }, (_, i) =>
      scheduler.schedule(`v${i}`, 'user', undefined, async () => {
        const sentAt = Date.now();
        await new Promise((done) => setTimeout(done, travel(i)));
        places.push({ sentAt, answeredAt: Date.now() });
        return NO_RECORD;
      }),
    );
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await Promise.all(asks);
    // The service may count each request anywhere between its send and its answer. When a
    // request goes, every earlier one answered less than a minute before could share a minute
    // with it: at most 59 may.
    let mostSharingAMinute = 0;
    for (const next of places) {
      const near = places.filter(
        (earlier) => earlier.sentAt < next.sentAt && earlier.answeredAt + 60_000 >= next.sentAt,
      );
      mostSharingAMinute = Math.max(mostSharingAMinute, near.length + 1);
    }
    expect(places).toHaveLength(200);
    expect(mostSharingAMinute).toBe(60);
  });

  it('a burst of 60 answered at once: the 61st goes a minute after the answers, not before', async () => {
    const { sent, ask } = harness(60);
    for (let i = 0; i < 61; i++) ask(`k${i}`, 'user');
    for (let i = 0; i < 60; i++) {
      await flush();
      sent[i]?.answer(NO_RECORD);
    }
    await flush();
    expect(sent).toHaveLength(60);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(60);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(61);
  });
});

describe('RequestScheduler: after a pause', () => {
  const failed: LookupResult = {
    ok: false,
    failure: { kind: 'server-error', host: 'l', status: 500, retryAfterMs: null },
  };

  it('tells its listeners once, when lookups may go again after a failure', async () => {
    const { sent, ask, scheduler, backoff } = harness();
    const ready = vi.fn();
    scheduler.onReady(ready);
    ask('a', 'page', 1);
    await flush();
    sent[0]?.answer(failed);
    await flush();
    const pauseMs = backoff.blockedForMs();
    expect(pauseMs).toBeGreaterThan(0);
    // Checks refused during the pause do not add timers: one signal for all of them.
    ask('b', 'user');
    ask('c', 'user');
    await vi.advanceTimersByTimeAsync(pauseMs - 1);
    expect(ready).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('does not signal in a loop when nothing fails', async () => {
    const { sent, ask, scheduler } = harness();
    const ready = vi.fn();
    scheduler.onReady(ready);
    ask('a', 'page', 1);
    await flush();
    sent[0]?.answer(NO_RECORD);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(ready).not.toHaveBeenCalled();
  });
});
