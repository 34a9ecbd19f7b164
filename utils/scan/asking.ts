import { PAGE_PRIORITIES, type PagePriority } from '../page-port';

/**
 * Flow: **values → answers** — what this page asks the background, and when. A page may have
 * far more values near the screen than the lookup budget will ever answer (a feed adding
 * hundreds of new hosts a second, or a page that wants Linkwise busy), so it keeps only a window
 * of questions open: what is on screen first, then what is about to be; a question whose items
 * left the screen before its answer came is withdrawn, and asked again if they come back. The
 * background's queue for a tab therefore holds what is near, never a backlog of what was.
 */

export interface AskingDeps {
  ask: (values: string[], priority: PagePriority) => void;
  /** Withdraws questions not answered yet (their items left the screen). */
  forget?: (values: string[]) => void;
  /** Whether a value still has no answer (one queued for room may be answered meanwhile). */
  isWaiting: (value: string) => boolean;
}

/**
 * Questions open at once for a page's reading (a person's own pointing and a whole-page check
 * aside). More than a first screen and the two around it usually hold (85 values on a dense
 * 10 000-link page), and about two minutes of one tab's share of the lookup budget.
 */
export const ASK_WINDOW = 100;
/** Open questions at which answers top the window up again (see `answered`). */
const REFILL_AT = ASK_WINDOW * 0.75;

interface Question {
  priority: PagePriority;
  /** A person pointed at it, or asked for the whole page: never withdrawn. */
  pinned: boolean;
  /** Counts against the window (a person's intent does not). */
  windowed: boolean;
  /** The last read that wanted it: one a read did not want is withdrawn at its end. */
  read: number;
}

type ReadPriority = Exclude<PagePriority, 'intent'>;

export class Asking {
  /** Questions open: asked, not answered yet. */
  private readonly open = new Map<string, Question>();
  /** How many open questions count against the window. */
  private windowed = 0;
  /**
   * Failed for the service's sake, with the priority they were asked at: asked again only after
   * the background says it may.
   */
  private readonly paused = new Map<string, ReadPriority>();
  /** Reads begun: a question stamped with the current one was wanted in it. */
  private reads = 0;
  /**
   * Wanted during the current read and not asked, by priority (insertion order is page order);
   * an open question wanted is only stamped, so a read costs one lookup for what is asked already.
   */
  private wanted: Record<ReadPriority, Set<string>> = { visible: new Set(), page: new Set() };
  /** Wanted and not asked at the last read, by priority, in the order to ask them. */
  private waiting: Record<ReadPriority, Set<string>> = { visible: new Set(), page: new Set() };
  /** The whole page was asked for: these wait for room, and are never withdrawn. */
  private wholePage = new Set<string>();
  private toAsk: Record<PagePriority, string[]> = { intent: [], visible: [], page: [] };
  private toForget: string[] = [];

  constructor(private readonly deps: AskingDeps) {}

  /**
   * A value wanted at `priority` (read now, or near again while not answered). A person's
   * intent is asked at once; what a read wants is asked at the read's end, as room allows;
   * `wholePage` questions wait for room and stay asked.
   */
  want(value: string, priority: PagePriority, wholePage = false): void {
    const open = this.open.get(value);
    if (priority === 'intent') {
      if (open?.priority === 'intent') return;
      this.setOpen(value, { priority: 'intent', pinned: true, windowed: false, read: 0 });
      this.toAsk.intent.push(value);
    } else if (wholePage) {
      if (open) open.pinned = true;
      else this.wholePage.add(value);
    } else if (open) {
      open.read = this.reads;
      // On screen now: a look-ahead question moves up.
      if (priority === 'visible' && open.priority === 'page') {
        open.priority = priority;
        this.toAsk.visible.push(value);
      }
    } else {
      this.wanted[priority].add(value);
    }
  }

  /**
   * The end of a read: questions whose items are no longer near are withdrawn (when the read
   * covered the whole band), and what the window has room for is asked — on screen first, and
   * room is made for it by withdrawing look-ahead.
   */
  endRead(bandWasRead: boolean): void {
    const read = this.reads++;
    if (bandWasRead) {
      for (const [value, question] of this.open) {
        if (!question.pinned && question.read !== read) this.withdraw(value);
      }
    }
    // What the read wanted and did not find asked waits (`fill` passes over paused values).
    this.waiting = this.wanted;
    this.wanted = { visible: new Set(), page: new Set() };
    // Room for what is on screen, taken from look-ahead questions.
    for (const [value, question] of this.open) {
      if (this.windowed + this.waiting.visible.size <= ASK_WINDOW) break;
      if (!question.pinned && question.priority === 'page') this.withdraw(value);
    }
    this.fill();
  }

  /**
   * An answer came, or the background will not ask it now (asked again when next near): its
   * question closes. The window is topped up once a quarter of it is free, not after every
   * answer: a full window still holds far more than the budget answers in a while, and a feed
   * then costs one message for a quarter's answers instead of one each.
   */
  answered(value: string): void {
    if (this.close(value) && this.windowed <= REFILL_AT) this.fill();
  }

  /** Failed for the service's sake: asked again when near, once the background says it may. */
  pause(value: string): void {
    const question = this.open.get(value);
    if (!question || !this.close(value)) return;
    this.paused.set(value, question.priority === 'page' ? 'page' : 'visible');
  }

  /**
   * Lookups may go again: paused values are asked now, before anything else waiting — they were
   * near when last read, and a tab in the background (no frames, so no reads) must not wait for
   * the person to come back to it. The next read withdraws those no longer near.
   */
  ready(): void {
    const resumed = { visible: new Set<string>(), page: new Set<string>() };
    for (const [value, priority] of this.paused) resumed[priority].add(value);
    for (const priority of ['visible', 'page'] as const) {
      for (const value of this.waiting[priority]) resumed[priority].add(value);
    }
    this.waiting = resumed;
    this.paused.clear();
    this.fill();
  }

  /**
   * Hands over what was decided: the withdrawals, then each priority's questions (the batch
   * checker sends a turn's in one message; withdrawn first, it has no questions of the turn to
   * sift them from).
   */
  flush(): void {
    if (this.toForget.length > 0) {
      const values = this.toForget;
      this.toForget = [];
      this.deps.forget?.(values);
    }
    for (const priority of PAGE_PRIORITIES) {
      const values = this.toAsk[priority];
      if (values.length === 0) continue;
      this.toAsk[priority] = [];
      this.deps.ask(values, priority);
    }
  }

  /** Asks what the window has room for: what the last read wanted, then the whole page. */
  private fill(): void {
    while (this.windowed < ASK_WINDOW) {
      const priority = this.waiting.visible.size > 0 ? 'visible' : 'page';
      const listed = first(this.waiting[priority]);
      const value = listed ?? first(this.wholePage);
      if (value === undefined) return;
      if (this.open.has(value) || this.paused.has(value) || !this.deps.isWaiting(value)) continue;
      // A picture's question (`qr:`) takes no room: the background reads pictures on a budget
      // and a queue of their own (page-qr.ts), so a gallery never holds the page's links back.
      const windowed = !value.startsWith('qr:');
      // Stamped with the read that ended: the next read must want it to keep it.
      const read = this.reads - 1;
      this.setOpen(value, { priority, pinned: listed === undefined, windowed, read });
      this.toAsk[priority].push(value);
    }
  }

  private setOpen(value: string, question: Question): void {
    this.close(value);
    this.open.set(value, question);
    if (question.windowed) this.windowed++;
  }

  private withdraw(value: string): void {
    if (this.close(value)) this.toForget.push(value);
  }

  private close(value: string): boolean {
    const question = this.open.get(value);
    if (!question) return false;
    this.open.delete(value);
    if (question.windowed) this.windowed--;
    return true;
  }
}

/** Takes the first value out of a set (insertion order: page order, or the order asked). */
function first(values: Set<string>): string | undefined {
  for (const value of values) {
    values.delete(value);
    return value;
  }
  return undefined;
}
