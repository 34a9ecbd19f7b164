import { browser } from 'wxt/browser';
import { storage } from '#imports';
import { type Policy, parsePolicy } from './policy';

/**
 * Chrome hands an extension its policy a few seconds after the extension starts on a first
 * install (3 s measured on a 2-core machine), with an empty managed storage until then. Lookups
 * or a shorten in that window would go to the built-in host, not the organisation's: so an
 * extension installed by policy (installType "admin"), and any start where a policy was seen
 * before, trusts an empty managed storage only after this wait, or as soon as the policy
 * arrives. A person's own install does not wait (a wait would, among other things, outlast the
 * popup's permission to copy). Firefox reads its policies before any add-on starts.
 */
export const POLICY_ARRIVAL_WAIT_MS = 6_000;

const workerStartedAt = Date.now();
const firstRunAtItem = storage.defineItem<number>('local:firstRunAt', { init: () => Date.now() });
const policySeenItem = storage.defineItem<boolean>('local:policySeen', { fallback: false });

async function readManaged(): Promise<Record<string, unknown>> {
  try {
    return (await browser.storage.managed.get()) ?? {};
  } catch {
    // Firefox rejects the read when no policy is installed: no policy.
    return {};
  }
}

/** Resolves when managed storage changes, or after `ms`. */
function managedChangeOrTimeout(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      browser.storage.onChanged.removeListener(listener);
      resolve();
    };
    const listener = (_changes: unknown, area: string) => {
      if (area === 'managed') done();
    };
    const timer = setTimeout(done, ms);
    browser.storage.onChanged.addListener(listener);
  });
}

/**
 * The organisation's policy from managed storage. Read only by the background: managed storage
 * may hold API keys. No policy is none.
 */
export async function readPolicy(): Promise<Policy> {
  return parsePolicy(await readManaged());
}

/**
 * Resolves once nothing more is to be expected of the policy: at once when it is there (or in
 * Firefox), else when it arrives or POLICY_ARRIVAL_WAIT_MS after a first run (or after a start
 * where a policy was seen before). Only what sends something waits for it — lookups and
 * shortening — so pages are read meanwhile and their values wait in the queue.
 */
export async function policySettled(): Promise<void> {
  let present = Object.keys(await readManaged()).length > 0;
  if (!present && !import.meta.env.FIREFOX) {
    const [firstRunAt, seen, byPolicy] = await Promise.all([
      firstRunAtItem.getValue(),
      policySeenItem.getValue(),
      installedByPolicy(),
    ]);
    const since = seen ? workerStartedAt : byPolicy ? firstRunAt : Number.NEGATIVE_INFINITY;
    const left = since + POLICY_ARRIVAL_WAIT_MS - Date.now();
    if (left > 0) {
      await managedChangeOrTimeout(left);
      present = Object.keys(await readManaged()).length > 0;
    }
  }
  await policySeenItem.setValue(present);
}

/** An extension an organisation deployed (force-installed by policy). */
async function installedByPolicy(): Promise<boolean> {
  try {
    return (await browser.management.getSelf()).installType === 'admin';
  } catch {
    return false;
  }
}

/** Calls back when an administrator changes the policy while the browser runs. */
export function watchPolicy(onChange: () => void): void {
  browser.storage.onChanged.addListener((_changes, area) => {
    if (area === 'managed') onChange();
  });
}
