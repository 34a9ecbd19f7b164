import type { RiskyVerdict, Verdict } from '../lookup/verdict';
import { measured } from './bench-timing';
import { markLink, markText, RISK_ATTRIBUTE, type TextSpan } from './mark';
import { type Found, type ScanOptions, walkSubtree } from './targets';

export interface ProtectorOptions extends ScanOptions {
  /** Items below this severity are not marked (1 = LOW … 4 = CRITICAL). */
  minSeverity: number;
}

export interface ProtectorDeps {
  options: ProtectorOptions;
  /** Asks the background; null when the check could not be made. */
  check: (candidate: string) => Promise<Verdict | null>;
  /** Called after marks change, with every marked element (for the toolbar count and list). */
  onMarked?: (marked: readonly Element[]) => void;
  /** Called for each open shadow root met, so the caller can watch it for changes. */
  onShadowRoot?: (root: ShadowRoot) => void;
}

interface Entry {
  verdict?: Verdict;
  links: Set<Element>;
  spans: TextSpan[];
}

/**
 * Page protection for one document: scans subtrees, asks once per candidate, and marks only
 * items whose verdict is risky (at or above the user's minimum level). Never touches anything
 * else. Marked elements map to their verdict, for the click warning and the cards.
 */
export class PageProtector {
  private readonly seen = new WeakSet<Node>();
  private readonly entries = new Map<string, Entry>();
  private readonly spansByNode = new Map<Text, TextSpan[]>();
  readonly verdicts = new WeakMap<Element, RiskyVerdict>();
  /** The badge that belongs to each marked element, and the element of each badge. */
  private readonly badges = new WeakMap<Element, Element>();
  readonly itemOfBadge = new WeakMap<Element, Element>();
  readonly marked: Element[] = [];
  /** DOM writes made, for tests: attributes set, nodes inserted, text nodes split. */
  writes = 0;

  constructor(private readonly deps: ProtectorDeps) {}

  private readonly walks: Array<Generator<Found>> = [];

  /** Queues a subtree (a page, an added node, a shadow root) to be scanned. */
  enqueue(root: Node): void {
    if (root.nodeType === Node.ELEMENT_NODE || root.nodeType === Node.TEXT_NODE) {
      if (this.seen.has(root)) return;
    }
    this.walks.push(walkSubtree(root, this.deps.options, this.seen));
  }

  /**
   * Scans queued subtrees until `more()` says the slice is used up. Returns true while work
   * remains. New candidates are asked about; known verdicts are applied at once.
   */
  work(more: () => boolean): boolean {
    const touched = new Set<string>();
    let stopped = false;
    while (this.walks.length > 0 && !stopped) {
      const next = this.walks[0]!.next();
      if (next.done) {
        this.walks.shift();
        continue;
      }
      const found = next.value;
      if (found.type === 'pause') stopped = !more();
      else if (found.type === 'shadow') {
        this.walks.push(walkSubtree(found.root, this.deps.options, this.seen));
        this.deps.onShadowRoot?.(found.root);
      } else if (found.type === 'link') {
        this.entry(found.candidate).links.add(found.element);
        touched.add(found.candidate);
      } else {
        const { hit } = found;
        const span: TextSpan = { node: hit.node, start: hit.start, end: hit.end };
        this.entry(hit.candidate).spans.push(span);
        const list = this.spansByNode.get(hit.node) ?? [];
        list.push(span);
        this.spansByNode.set(hit.node, list);
        touched.add(hit.candidate);
      }
    }
    for (const candidate of touched) this.apply(candidate);
    return this.walks.length > 0;
  }

  /** Scans a subtree to the end at once (tests, small additions). */
  scan(root: Node): void {
    this.enqueue(root);
    this.work(() => true);
  }

  /**
   * Takes the marks off every item whose value is `value` (or every item when it is null), and
   * keeps them off: "Trust this" and "Don't check this site" apply at once, without a reload.
   */
  unmark(value: string | null): void {
    for (const entry of this.entries.values()) {
      if (entry.verdict && (value === null || entry.verdict.value === value)) {
        entry.verdict = { kind: 'trusted', value: entry.verdict.value ?? '', valueKind: 'domain' };
      }
    }
    const keep: Element[] = [];
    for (const item of this.marked) {
      const verdict = this.verdicts.get(item);
      if (value !== null && verdict?.value !== value) {
        keep.push(item);
        continue;
      }
      this.badges.get(item)?.remove();
      this.verdicts.delete(item);
      if (item.tagName === 'SPAN') item.replaceWith(...item.childNodes);
      else item.removeAttribute(RISK_ATTRIBUTE);
    }
    this.marked.splice(0, this.marked.length, ...keep);
    this.deps.onMarked?.(this.marked);
  }

  /** Marked items in page order (the popup lists them so, and reveals by this index). */
  markedInOrder(): Element[] {
    return [...this.marked].sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
  }

  /** True for nodes already scanned or created by marking: mutation records skip them. */
  isKnown(node: Node): boolean {
    return this.seen.has(node);
  }

  private entry(candidate: string): Entry {
    let entry = this.entries.get(candidate);
    if (!entry) {
      entry = { links: new Set(), spans: [] };
      this.entries.set(candidate, entry);
      void this.deps.check(candidate).then((verdict) => {
        if (!verdict) return;
        measured(() => {
          entry!.verdict = verdict;
          this.apply(candidate);
        }, 'apply');
      });
    }
    return entry;
  }

  private apply(candidate: string): void {
    const entry = this.entries.get(candidate);
    const verdict = entry?.verdict;
    if (!entry || verdict?.kind !== 'risky' || verdict.severity < this.deps.options.minSeverity)
      return;
    let changed = false;
    for (const link of entry.links) {
      if (!link.isConnected) continue;
      const badge = markLink(link, verdict);
      this.seen.add(badge);
      this.badges.set(link, badge);
      this.itemOfBadge.set(badge, link);
      this.verdicts.set(link, verdict);
      this.marked.push(link);
      this.writes += 2;
      changed = true;
    }
    entry.links.clear();
    for (const span of entry.spans) {
      if (!span.node.isConnected) continue;
      const siblings = this.spansByNode.get(span.node) ?? [];
      const original = span.node;
      const wrapper = markText(span, siblings, verdict);
      this.spansByNode.set(
        original,
        siblings.filter((other) => other !== span && other.node === original),
      );
      for (const moved of siblings.filter((other) => other.node !== original)) {
        this.spansByNode.set(moved.node, [...(this.spansByNode.get(moved.node) ?? []), moved]);
      }
      // The span, its text, the badge and the split-off tail are ours: never scanned again.
      const badge = wrapper.nextSibling;
      for (const node of [wrapper, wrapper.firstChild, badge, badge?.nextSibling]) {
        if (node) this.seen.add(node);
      }
      if (badge instanceof Element) {
        this.badges.set(wrapper, badge);
        this.itemOfBadge.set(badge, wrapper);
      }
      this.verdicts.set(wrapper, verdict);
      this.marked.push(wrapper);
      this.writes += 4;
      changed = true;
    }
    entry.spans = [];
    if (changed) this.deps.onMarked?.(this.marked);
  }
}
