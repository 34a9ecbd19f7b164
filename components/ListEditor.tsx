import { useId } from 'preact/hooks';
import { i18n } from '@/utils/i18n';

interface Props {
  title: string;
  description: string;
  items: readonly string[];
  empty: string;
  onRemove: (item: string) => void;
}

/** A short list of values with a labelled remove button for each. */
export function ListEditor({ title, description, items, empty, onRemove }: Props) {
  // An id of its own: titles in other scripts have no letters a CSS id could be made from.
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <p class="hint">{description}</p>
      {items.length === 0 ? (
        <p class="hint">{empty}</p>
      ) : (
        <ul class="plain-list">
          {items.map((item) => (
            <li key={item} class="row">
              <code>{item}</code>
              <button
                type="button"
                aria-label={i18n.t('options.removeItem', [item])}
                onClick={() => onRemove(item)}
              >
                {i18n.t('options.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
