import type { ContentScriptContext } from '#imports';
import { sendMessage } from '@/utils/messaging';
import { collectLinkTargets, markRisky } from '@/utils/scan/link-targets';

/** Upper bound of hosts one page asks about, until the lookup engine's budget takes over. */
const MAX_HOSTS_PER_PAGE = 200;

/**
 * Marks links whose host has a scam record. Only risky links are touched; safe and unchecked
 * links are left exactly as the page made them.
 */
export async function initRiskyLinks(ctx: ContentScriptContext): Promise<void> {
  const config = await sendMessage({ type: 'page:config' });
  if (!config.ok || !config.value.protectLinks) return;
  const targets = collectLinkTargets(document, location.hostname);
  const hosts = [...targets.keys()].slice(0, MAX_HOSTS_PER_PAGE);
  await Promise.all(
    hosts.map(async (host) => {
      const reply = await sendMessage({ type: 'lookup:check', value: host });
      if (ctx.isInvalid || !reply.ok || reply.value.answer.kind !== 'found') return;
      markRisky(targets.get(host) ?? [], reply.value.answer.record.data.risk.level);
    }),
  );
}
