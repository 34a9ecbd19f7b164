import type { ContentScriptContext } from '#imports';
import { sendMessage } from '@/utils/messaging';
import { collectLinkTargets, markRisky } from '@/utils/scan/link-targets';

/**
 * Marks links whose host has a scam record. Only risky links are touched; safe and unchecked
 * links are left exactly as the page made them.
 */
export async function initRiskyLinks(ctx: ContentScriptContext): Promise<void> {
  const config = await sendMessage({ type: 'page:config' });
  if (!config.ok || !config.value.protectLinks) return;
  const targets = collectLinkTargets(document, location.hostname);
  // Every host is asked for; the background's engine paces, dedupes and caches the requests.
  const hosts = [...targets.keys()];
  await Promise.all(
    hosts.map(async (host) => {
      const reply = await sendMessage({ type: 'lookup:check', value: host });
      if (ctx.isInvalid || !reply.ok || reply.value.kind !== 'risky') return;
      markRisky(targets.get(host) ?? [], reply.value.level);
    }),
  );
}
