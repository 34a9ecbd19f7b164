/** What the background tells extension pages when the organisation's policy changed. */
export const SETTINGS_CHANGED = { type: 'settings:changed' } as const;

export function isSettingsChanged(message: unknown): boolean {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === SETTINGS_CHANGED.type
  );
}
