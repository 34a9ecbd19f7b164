interface Props {
  title: string;
  description: string;
  items: readonly string[];
  empty: string;
  onRemove: (item: string) => void;
}

/** A short list of values with a labelled remove button for each. */
export function ListEditor({ title, description, items, empty, onRemove }: Props) {
  const headingId = `${title.replace(/\W+/g, '-').toLowerCase()}-heading`;
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
              <button type="button" aria-label={`Remove ${item}`} onClick={() => onRemove(item)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
