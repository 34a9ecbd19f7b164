import { openChannel } from '../channel';
import { watchClipboard } from './clipboard-watch';
import { watchLocks } from './lock-watch';
import { handUp, takeFromMadeWindows } from './made-windows';

/**
 * The two guards in the page's own world (the clipboard guard and the lock breaker), started at
 * `document_start` in every frame, before the page's scripts: built as `page-guard.js`, a bundle
 * of its own (build/page-guards.ts) that sets no global and names nothing.
 */
export function startPageGuard(): void {
  // Orders arrive later, over the port: by then both guards are in place.
  const send = openChannel((order) => {
    if (order === 'l0' || order === 'l1') locks.setOn(order === 'l1');
    else if (order === 'b') locks.breakOut();
  });
  watchClipboard((text, how) => {
    send({ c: text, h: how });
    handUp(text, how);
  });
  takeFromMadeWindows((text, how, opened) =>
    send(opened ? { c: text, h: how, o: 1 } : { c: text, h: how }),
  );
  const locks = watchLocks((techniques) => send({ l: techniques }));
}
