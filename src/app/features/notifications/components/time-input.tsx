// A time of day (HH:MM) typed or picked with the browser's own control, inside its caller's label.
export function TimeInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <input
      type="time"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="min-h-11 rounded-lg border border-slate-300 px-3"
    />
  );
}
