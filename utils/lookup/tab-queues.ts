/**
 * Page work waiting for the lookup budget, one queue per tab: what is on screen, then what is
 * about to be, each oldest first. Bounded: a tab holds at most `maxPerTab` values, and past that
 * its oldest look-ahead goes first (the page is told to ask again when it matters). Picking the
 * next job looks at one head per tab, so the cost of a decision does not grow with the backlog.
 */

export type PageTier = 'visible' | 'page';

/** What the queues need of a job. */
export interface PageJob {
  priority: string;
  /** Tabs still interested. */
  tabs: Set<number>;
  /** Waiting in the tab queues (not started, dropped, or moved to a person's queue). */
  inTabQueues: boolean;
}

interface TabQueue<J> {
  visible: J[];
  page: J[];
  /** Jobs of this tab still waiting (the lists also hold stale entries, skipped lazily). */
  live: number;
}

export class TabQueues<J extends PageJob> {
  private readonly tabs = new Map<number, TabQueue<J>>();

  constructor(private readonly maxPerTab: number) {}

  /**
   * A tab wants a job: it joins the tab's queue for its tier. Returns the job the tab no longer
   * has room for (its oldest look-ahead, else its oldest on-screen job), if any.
   */
  enter(job: J, tab: number, tier: PageTier): J | undefined {
    const queue = this.queueOf(tab);
    queue[tier].push(job);
    queue.live++;
    // Withdrawn and moved-up entries are left where they stand; now and then they are swept.
    if (queue.visible.length + queue.page.length > 2 * queue.live + 64) {
      queue.visible = queue.visible.filter((entry) => isLive(entry, tab, 'visible'));
      queue.page = queue.page.filter((entry) => isLive(entry, tab, 'page'));
    }
    if (queue.live <= this.maxPerTab) return undefined;
    return this.head(queue, tab, 'page') ?? this.head(queue, tab, 'visible');
  }

  /** A job moved up to the on-screen tier: it waits there too (its old entry goes stale). */
  moveUp(job: J): void {
    for (const tab of job.tabs) this.tabs.get(tab)?.visible.push(job);
  }

  /** A tab no longer waits for a job (it started, was withdrawn, or moved to a person's queue). */
  leave(tab: number): void {
    const queue = this.tabs.get(tab);
    if (!queue) return;
    queue.live--;
    if (queue.live <= 0) this.tabs.delete(tab);
  }

  /** Everything a tab waits for; its queue is gone. */
  dropTab(tab: number): J[] {
    const queue = this.tabs.get(tab);
    if (!queue) return [];
    this.tabs.delete(tab);
    return [...new Set([...queue.visible, ...queue.page])].filter((job) => isLive(job, tab));
  }

  /** Each tab with work, and the job at its head: on screen first, then look-ahead. */
  *heads(): Generator<[tab: number, job: J]> {
    for (const [tab, queue] of this.tabs) {
      const head = this.head(queue, tab, 'visible') ?? this.head(queue, tab, 'page');
      if (head) yield [tab, head];
    }
  }

  /** How many jobs a tab waits for. */
  size(tab: number): number {
    return this.tabs.get(tab)?.live ?? 0;
  }

  private queueOf(tab: number): TabQueue<J> {
    let queue = this.tabs.get(tab);
    if (!queue) {
      queue = { visible: [], page: [], live: 0 };
      this.tabs.set(tab, queue);
    }
    return queue;
  }

  /** The first live entry of a tier, dropping stale ones on the way. */
  private head(queue: TabQueue<J>, tab: number, tier: PageTier): J | undefined {
    const list = queue[tier];
    let stale = 0;
    while (stale < list.length && !isLive(list[stale]!, tab, tier)) stale++;
    if (stale > 0) list.splice(0, stale);
    return list[0];
  }
}

/** An entry still stands for a job this tab waits for, in this tier. */
function isLive(job: PageJob, tab: number, tier?: PageTier): boolean {
  return job.inTabQueues && job.tabs.has(tab) && (tier === undefined || job.priority === tier);
}
