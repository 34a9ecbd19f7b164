import { describe, expect, it, vi } from 'vitest';
import type { PagePriority } from '@/utils/page-port';
import { ASK_WINDOW, Asking } from '@/utils/scan/asking';

function harness() {
  const asked: Array<[string[], PagePriority]> = [];
  const forgotten: string[][] = [];
  const answered = new Set<string>();
  const asking = new Asking({
    ask: (values, priority) => asked.push([values, priority]),
    forget: (values) => forgotten.push(values),
    isWaiting: (value) => !answered.has(value),
  });
  /** One read of the band: what is on screen, then what is near. */
  const read = (visible: string[], near: string[] = []) => {
    for (const value of visible) asking.want(value, 'visible');
    for (const value of near) asking.want(value, 'page');
    asking.endRead(true);
    asking.flush();
  };
  return { asking, asked, forgotten, answered, read };
}

describe('Asking: the window of open questions', () => {
  it('asks what is on screen first, and no more than the window holds', () => {
    const { asked, read } = harness();
    const many = Array.from({ length: ASK_WINDOW + 50 }, (_, i) => `v${i}.example`);
    read(many.slice(0, 10), many.slice(10));
    expect(asked[0]).toEqual([many.slice(0, 10), 'visible']);
    expect(asked.flatMap(([values]) => values)).toHaveLength(ASK_WINDOW);
  });

  it('a gallery’s pictures take no room: the links after them are asked at once', () => {
    const { asked, read } = harness();
    const pictures = Array.from(
      { length: ASK_WINDOW * 2 },
      (_, i) => `qr:https://cdn.example/${i}.jpg`,
    );
    const links = Array.from({ length: 20 }, (_, i) => `shop-${i}.example`);
    read([...pictures, ...links]);
    const sent = asked.flatMap(([values]) => values);
    expect(sent.filter((value) => !value.startsWith('qr:'))).toEqual(links);
    expect(sent.filter((value) => value.startsWith('qr:'))).toHaveLength(pictures.length);
  });

  it('tops the window up once a quarter of it is answered: one message for many answers', () => {
    const { asking, asked, answered, read } = harness();
    const many = Array.from({ length: ASK_WINDOW * 2 }, (_, i) => `v${i}.example`);
    read([], many);
    expect(asked).toHaveLength(1);
    const answer = (value: string) => {
      answered.add(value);
      asking.answered(value);
      asking.flush();
    };
    const quarter = ASK_WINDOW / 4;
    for (const value of many.slice(0, quarter - 1)) answer(value);
    expect(asked).toHaveLength(1);
    answer(many[quarter - 1]!);
    expect(asked).toEqual([
      [many.slice(0, ASK_WINDOW), 'page'],
      [many.slice(ASK_WINDOW, ASK_WINDOW + quarter), 'page'],
    ]);
  });

  it('a read of what is asked already sets nothing aside: each question is only stamped', () => {
    const { read } = harness();
    const many = Array.from({ length: ASK_WINDOW }, (_, i) => `v${i}.example`);
    read(many.slice(0, 40), many.slice(40));
    // A feed's band is read every frame: what is near and asked must not be listed again each time.
    const added = vi.spyOn(Set.prototype, 'add');
    read(many.slice(0, 40), many.slice(40));
    expect(added).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('hands over a turn’s withdrawals before its questions', () => {
    const calls: string[] = [];
    const asking = new Asking({
      ask: () => calls.push('ask'),
      forget: () => calls.push('forget'),
      isWaiting: () => true,
    });
    asking.want('a.example', 'visible');
    asking.endRead(true);
    asking.flush();
    asking.want('b.example', 'visible');
    asking.endRead(true);
    asking.flush();
    expect(calls).toEqual(['ask', 'forget', 'ask']);
  });

  it('withdraws questions whose items left the band, and asks them again if they come back', () => {
    const { asked, forgotten, read } = harness();
    read(['a.example', 'b.example']);
    read(['c.example']);
    expect(forgotten).toEqual([['a.example', 'b.example']]);
    read(['a.example']);
    expect(asked.at(-1)).toEqual([['a.example'], 'visible']);
  });

  it('holds paused values until ready, then asks them at once, with no read in between', () => {
    const { asking, asked, read } = harness();
    read(['scam.example', 'b.example'], ['c.example']);
    for (const value of ['scam.example', 'b.example', 'c.example']) asking.pause(value);
    // A read while paused asks nothing again (the background said wait).
    read(['scam.example', 'b.example'], ['c.example']);
    expect(asked).toHaveLength(2);
    asking.ready();
    asking.flush();
    // A tab in the background gets no frames, so no read: the paused values go at once, at the
    // priority they were asked at.
    expect(asked.slice(2)).toEqual([
      [['scam.example', 'b.example'], 'visible'],
      [['c.example'], 'page'],
    ]);
  });

  it('a value answered elsewhere meanwhile is not asked again on ready', () => {
    const { asking, asked, answered, read } = harness();
    read(['a.example', 'b.example']);
    asking.pause('a.example');
    asking.pause('b.example');
    answered.add('a.example');
    asking.ready();
    asking.flush();
    expect(asked.at(-1)).toEqual([['b.example'], 'visible']);
  });
});
