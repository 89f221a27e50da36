export function Spinner({ label }: { label: string }) {
  return (
    <div className="pb-spinner" role="status" aria-live="polite">
      <span className="pb-spinner__wheel" aria-hidden="true" />
      <span className="pb-visually-hidden">{label}</span>
    </div>
  );
}
