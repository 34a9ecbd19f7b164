import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLICKFIX_PAGES, clickFixPage } from './clickfix-pages';
import { DOCS_SITES, docsPage, publishedFile } from './docs-sites';
import { hostileGuardPage, hostilePopup } from './hostile-guard-pages';
import {
  alarmWav,
  LOCKER_PAGES,
  lockerPage,
  ORDINARY_LOCK_PAGES,
  type OrdinaryLockPage,
  ordinaryCopyPage,
  ordinaryLockPage,
} from './locker-pages';
import { pastejackingPage } from './pastejacking-page';
import { SHOWN_COMMAND_SETS, type ShownCommandSet, shownCommandsPage } from './shown-commands-page';

const HTML = 'text/html; charset=utf-8';

/**
 * The page guards' test pages, under /guards/: ClickFix pages (`clickfix/<id>.html`, and the
 * frame of one, `clickfix/<id>/frame.html`), docs sites (`docs/<id>/`), ordinary copy buttons
 * (`copy.html`), the pattern library's honest commands shown openly (`shown/<set>.html`),
 * pastejacking (`pastejacking.html`), lockers (`locker/<id>.html`), ordinary pages with the same powers
 * (`ordinary/<id>.html`) and the alarm they play. Frames from "another site" come from this
 * server under its other name (127.0.0.1 and localhost are two origins).
 */
export function serveGuardPage(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  const send = (type: string, body: string | Buffer) => {
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    res.end(body);
    return true;
  };
  const port = new URL(`http://${req.headers.host ?? '127.0.0.1'}`).port;
  const otherOrigin = `http://${req.headers.host?.startsWith('localhost') ? '127.0.0.1' : 'localhost'}:${port}`;
  let found = path.match(/^\/guards\/clickfix\/([\w-]+)(\/frame)?\.html$/);
  if (found) {
    const page = CLICKFIX_PAGES.find(({ id }) => id === found![1]);
    return page ? send(HTML, clickFixPage(page, found[2] ? 'frame' : 'page', otherOrigin)) : false;
  }
  found = path.match(/^\/guards\/docs\/([\w-]+)\/(.*)$/);
  if (found) {
    const site = DOCS_SITES.find(({ id }) => id === found![1]);
    if (!site) return false;
    if (!found[2]) return send(HTML, docsPage(site).html);
    const file = publishedFile(site, found[2]);
    return file === null
      ? false
      : send(found[2].endsWith('.css') ? 'text/css' : 'text/javascript', file);
  }
  found = path.match(/^\/guards\/locker\/([\w-]+)\.html$/);
  if (found) {
    const page = LOCKER_PAGES.find(({ id }) => id === found![1]);
    return page ? send(HTML, lockerPage(page)) : false;
  }
  found = path.match(/^\/guards\/ordinary\/([\w-]+)\.html$/);
  if (found && found[1]! in ORDINARY_LOCK_PAGES)
    return send(HTML, ordinaryLockPage(found[1] as OrdinaryLockPage));
  found = path.match(/^\/guards\/hostile\/([\w-]+)\.html$/);
  const hostile = found && hostileGuardPage(found[1]!);
  if (hostile) return send(HTML, hostile);
  if (path === '/guards/hostile-popup.html') return send(HTML, hostilePopup());
  if (path === '/guards/copy.html') return send(HTML, ordinaryCopyPage());
  found = path.match(/^\/guards\/shown\/([\w-]+)\.html$/);
  if (found && (SHOWN_COMMAND_SETS as readonly string[]).includes(found[1]!))
    return send(HTML, shownCommandsPage(found[1] as ShownCommandSet));
  if (path === '/guards/pastejacking.html') return send(HTML, pastejackingPage());
  if (path === '/guards/alarm.wav') return send('audio/wav', alarmWav());
  return false;
}
