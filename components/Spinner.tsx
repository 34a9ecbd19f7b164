/** A small busy indicator that screen readers announce through its label. */
export function Spinner({ label }: { label: string }) {
  return (
    <span role="status">
      <span class="spinner" aria-hidden="true" /> {label}
    </span>
  );
}
