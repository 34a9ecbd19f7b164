import { sendMessage } from './messaging';
import type { Settings } from './settings/schema';
import { getSettings } from './storage';

/**
 * The settings as they apply, the organisation's policy included, from the background (only it
 * reads managed storage). If the background cannot answer, the person's own settings.
 */
export async function settingsAsTheyApply(): Promise<Settings> {
  const view = await sendMessage({ type: 'settings:view' });
  return view.ok ? view.value.settings : getSettings();
}
