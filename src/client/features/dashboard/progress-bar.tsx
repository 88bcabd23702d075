/** A labelled progress bar: the label and percentage are visible text and the bar's accessible name. */
export function ProgressBar({
  label,
  percent,
  percentText,
}: {
  label: string;
  percent: number;
  percentText: string;
}) {
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <div className="mb-6">
      <div className="mb-2 flex items-center justify-between text-sm font-medium text-foreground">
        <span>{label}</span>
        <span>{percentText}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={percentText}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${clamped}%` }}
        />
      </div>
    </div>
  );
}
