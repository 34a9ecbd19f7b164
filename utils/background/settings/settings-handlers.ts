import { NO_POLICY, viewOf } from '../../settings/policy';
import type { HandlerMap } from '../wiring/deps';

export const settingsHandlers: HandlerMap<'settings:view'> = {
  /**
   * The settings as they apply, and what the organisation's policy set, locked or got wrong —
   * for the options page and the popup, which never read managed storage themselves (it may
   * hold the organisation's keys).
   */
  async 'settings:view'(_message, _origin, deps) {
    const state = await deps.state();
    return {
      ok: true,
      value: { settings: state.settings, policy: viewOf(state.policy ?? NO_POLICY) },
    };
  },
};
