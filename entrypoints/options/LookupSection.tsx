import { getCountries } from 'libphonenumber-js/min';
import { i18n, language } from '@/utils/i18n';
import type { Settings } from '@/utils/settings/schema';

interface Props {
  settings: Settings;
  /** Settings the organisation locked: shown, not editable. */
  locked: ReadonlySet<string>;
  onChange: (patch: Partial<Settings>) => void;
}

/** Countries by name in the reader's language, sorted their way. */
function regions() {
  const names = new Intl.DisplayNames([language()], { type: 'region' });
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, language()));
}

/** How hard Linkwise may use the lookup service, and how it reads local phone numbers. */
export function LookupSection({ settings, locked, onChange }: Props) {
  return (
    <section aria-labelledby="lookup-heading">
      <h2 id="lookup-heading">{i18n.t('options.scamChecks')}</h2>
      <label for="lookupPerMinute">
        {i18n.t('options.perMinute')}
        {locked.has('lookupPerMinute') && <LockedNote />}
      </label>
      <input
        id="lookupPerMinute"
        disabled={locked.has('lookupPerMinute')}
        type="number"
        min={1}
        max={60}
        value={settings.lookupPerMinute}
        aria-describedby="lookupPerMinute-hint"
        onChange={(event) => {
          const value = Number(event.currentTarget.value);
          if (Number.isInteger(value) && value >= 1 && value <= 60)
            onChange({ lookupPerMinute: value });
        }}
      />
      <p class="hint" id="lookupPerMinute-hint">
        {i18n.t('options.perMinuteHint')}
      </p>
      <label for="minRiskLevel">
        {i18n.t('options.markFrom')}
        {locked.has('minRiskLevel') && <LockedNote />}
      </label>
      <select
        id="minRiskLevel"
        disabled={locked.has('minRiskLevel')}
        value={settings.minRiskLevel}
        onChange={(event) =>
          onChange({ minRiskLevel: event.currentTarget.value as Settings['minRiskLevel'] })
        }
      >
        <option value="LOW">{i18n.t('options.levelLowAndUp')}</option>
        <option value="MEDIUM">{i18n.t('options.levelMediumAndUp')}</option>
        <option value="HIGH">{i18n.t('options.levelHighAndUp')}</option>
        <option value="CRITICAL">{i18n.t('options.levelCriticalOnly')}</option>
      </select>
      <p class="hint">{i18n.t('options.unknownLevels')}</p>
      <label for="minBlockLevel">
        {i18n.t('options.coverFrom')}
        {locked.has('minBlockLevel') && <LockedNote />}
      </label>
      <select
        id="minBlockLevel"
        disabled={locked.has('minBlockLevel')}
        value={settings.minBlockLevel}
        aria-describedby="minBlockLevel-hint"
        onChange={(event) =>
          onChange({ minBlockLevel: event.currentTarget.value as Settings['minBlockLevel'] })
        }
      >
        <option value="CRITICAL">{i18n.t('options.levelCriticalOnly')}</option>
        <option value="HIGH">{i18n.t('options.levelHighRecommended')}</option>
        <option value="MEDIUM">{i18n.t('options.levelMediumAndUp')}</option>
        <option value="LOW">{i18n.t('options.levelLowEverySite')}</option>
      </select>
      <p class="hint" id="minBlockLevel-hint">
        {i18n.t('options.coverFromHint')}
      </p>
      <label for="defaultPhoneRegion">
        {i18n.t('options.phoneRegion')}
        {locked.has('defaultPhoneRegion') && <LockedNote />}
      </label>
      <select
        id="defaultPhoneRegion"
        disabled={locked.has('defaultPhoneRegion')}
        value={settings.defaultPhoneRegion ?? ''}
        aria-describedby="defaultPhoneRegion-hint"
        onChange={(event) => onChange({ defaultPhoneRegion: event.currentTarget.value || null })}
      >
        <option value="">{i18n.t('options.phoneRegionNone')}</option>
        {regions().map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <p class="hint" id="defaultPhoneRegion-hint">
        {i18n.t('options.phoneRegionHint')}
      </p>
    </section>
  );
}

function LockedNote() {
  return <span class="hint"> — {i18n.t('options.setByOrganisation')}</span>;
}
