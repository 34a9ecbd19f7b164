import { getCountries } from 'libphonenumber-js/min';
import type { Settings } from '@/utils/settings/schema';
import { SET_BY_ORGANISATION } from './ManagedNotice';

interface Props {
  settings: Settings;
  /** Settings the organisation locked: shown, not editable. */
  locked: ReadonlySet<string>;
  onChange: (patch: Partial<Settings>) => void;
}

const regionNames = new Intl.DisplayNames(undefined, { type: 'region' });
const REGIONS = getCountries()
  .map((code) => ({ code, name: regionNames.of(code) ?? code }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** How hard Linkwise may use the lookup service, and how it reads local phone numbers. */
export function LookupSection({ settings, locked, onChange }: Props) {
  return (
    <section aria-labelledby="lookup-heading">
      <h2 id="lookup-heading">Scam checks</h2>
      <label for="lookupPerMinute">
        Lookups per minute, at most{locked.has('lookupPerMinute') && <LockedNote />}
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
        1 to 60. Linkwise never sends more than 2 at once, reuses answers for hours, and pauses when
        the service asks it to.
      </p>
      <label for="minRiskLevel">
        Mark items on pages from this risk level up{locked.has('minRiskLevel') && <LockedNote />}
      </label>
      <select
        id="minRiskLevel"
        disabled={locked.has('minRiskLevel')}
        value={settings.minRiskLevel}
        onChange={(event) =>
          onChange({ minRiskLevel: event.currentTarget.value as Settings['minRiskLevel'] })
        }
      >
        <option value="LOW">LOW and above (everything with a record)</option>
        <option value="MEDIUM">MEDIUM and above</option>
        <option value="HIGH">HIGH and above</option>
        <option value="CRITICAL">CRITICAL only</option>
      </select>
      <p class="hint">Levels the service sends that Linkwise does not know are treated as HIGH.</p>
      <label for="minBlockLevel">
        Cover a reported site with a full-page warning from this level up
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
        <option value="CRITICAL">CRITICAL only</option>
        <option value="HIGH">HIGH and above (recommended)</option>
        <option value="MEDIUM">MEDIUM and above</option>
        <option value="LOW">LOW and above (every site with a record)</option>
      </select>
      <p class="hint" id="minBlockLevel-hint">
        Sites below this level, but at or above the level for marks, get a banner across the top
        instead; the page stays usable.
      </p>
      <label for="defaultPhoneRegion">
        Phone numbers without a country code{locked.has('defaultPhoneRegion') && <LockedNote />}
      </label>
      <select
        id="defaultPhoneRegion"
        disabled={locked.has('defaultPhoneRegion')}
        value={settings.defaultPhoneRegion ?? ''}
        aria-describedby="defaultPhoneRegion-hint"
        onChange={(event) => onChange({ defaultPhoneRegion: event.currentTarget.value || null })}
      >
        <option value="">Not checked (only numbers starting with +)</option>
        {REGIONS.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <p class="hint" id="defaultPhoneRegion-hint">
        Choose your country to also check numbers written the local way, such as 07700 900123.
      </p>
    </section>
  );
}

function LockedNote() {
  return <span class="hint"> — {SET_BY_ORGANISATION}</span>;
}
