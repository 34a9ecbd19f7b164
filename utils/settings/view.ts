import { sendMessage } from '../messaging';
import { getSettings } from '../storage';
import type { Settings } from './schema';

/**
 * The settings as they apply, the organisation's policy included, from the background (only it
 * reads managed storage). If the background cannot answer, the person's own settings.
 */
export async function settingsAsTheyApply(): Promise<Settings> {
  const view = await sendMessage({ type: 'settings:view' });
  return view.ok ? view.value.settings : getSettings();
}

/** What the background tells extension pages when the organisation's policy changed. */
export const SETTINGS_CHANGED = { type: 'settings:changed' } as const;

export function isSettingsChanged(message: unknown): boolean {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === SETTINGS_CHANGED.type
  );
}
