import { describe, expect, it } from 'vitest';
import { type ScanSink, TreeReader } from '@/utils/scan/tree-reader';

const OPTIONS = {
  pageHost: 'news.example.com',
  pageSite: 'example.com',
  links: true,
  emails: false,
  phones: false,
};

/** A reader of one batch of added content: 100 links, read to the end. */
function readBatch(sinkAnswers: Partial<ScanSink> = {}) {
  const list = document.createElement('ul');
  for (let i = 0; i < 100; i++) {
    const item = document.createElement('li');
    item.innerHTML = `<a href="https://card-${i}.example.org/">${i}</a>`;
    list.append(item);
  }
  document.body.append(list);
  const sink: ScanSink = {
    link: () => {},
    text: () => {},
    shadowRoot: () => {},
    isOurs: () => false,
    firstRead: () => true,
    seen: () => false,
    ...sinkAnswers,
  };
  const reader = new TreeReader(
    [...list.children],
    { options: OPTIONS, relativeIsThisPage: true },
    sink,
  );
  while (reader.readRest(() => true));
  return { reader, links: [...list.querySelectorAll('a')] };
}

describe('TreeReader', () => {
  it('asks whether its items are answered once each, not again at every read', () => {
    const { reader, links } = readBatch();
    const answered = new Set<Node>(links.slice(0, 60));
    let tests = 0;
    const isAnswered = (node: Node) => {
      tests++;
      return answered.has(node);
    };
    // A feed's batch waits for the answers of its last 40 items over 50 reads.
    for (let read = 0; read < 50; read++) expect(reader.everyNode(isAnswered)).toBe(false);
    // The first 60 once each, and the first one waiting at each read (was 61 per read: 3 050).
    expect(tests).toBe(60 + 50);
    for (const link of links) answered.add(link);
    expect(reader.everyNode(isAnswered)).toBe(true);
    expect(tests).toBe(60 + 50 + 40);
  });

  it('sifts for a collapse: what waits stays, what is answered or gone goes', () => {
    const { reader, links } = readBatch();
    const answered = new Set<Node>(links.slice(0, 50));
    links[99]!.remove();
    const [items] = reader.leftovers((node) => answered.has(node));
    expect(items).toEqual(links.slice(50, 99));
  });

  it('knows items met with every value answered are done, without asking again', () => {
    // Read before (a person pointed at them), every value answered: met here, passed over.
    const { reader } = readBatch({ firstRead: () => false, seen: () => true });
    let asked = 0;
    const isAnswered = () => {
      asked++;
      return false;
    };
    expect(reader.leftovers(isAnswered)).toEqual([[], []]);
    expect(reader.everyNode(isAnswered)).toBe(true);
    expect(asked).toBe(0);
  });
});
