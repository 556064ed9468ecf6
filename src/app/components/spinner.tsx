// Loading indicator with an accessible name ('Yükleniyor...' by default).
//   <Spinner />  inline;  <Spinner block />  centered with room around it (page/list loading).
export interface SpinnerProps {
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
  /** Shows the label beside the spinner instead of only to screen readers. */
  showLabel?: boolean;
  className?: string;
}

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ label = 'Yükleniyor...', size = 'md', block = false, showLabel = false, className = '' }: SpinnerProps) {
  const spinner = (
    <span role="status" className={`inline-flex items-center gap-2 text-slate-500 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className={`${SIZES[size]} animate-spin text-blue-700`}>
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </span>
  );
  return block ? <div className="flex items-center justify-center py-12">{spinner}</div> : spinner;
}
