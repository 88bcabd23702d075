/** Decorative icons of the search field (24×24, currentColor), hidden from assistive technology. */
function Icon({ d, className = 'size-5' }: { d: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}

export const SearchIcon = ({ className }: { className?: string }) => (
  <Icon className={className} d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-4.35-4.35" />
);

export const ClearIcon = ({ className }: { className?: string }) => (
  <Icon className={className} d="M18 6 6 18M6 6l12 12" />
);
