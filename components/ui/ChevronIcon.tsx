const PATHS = {
  down: 'M5 7.5l5 5 5-5',
  left: 'M12.5 5l-5 5 5 5',
  right: 'M7.5 5l5 5-5 5',
} as const;

export function ChevronIcon({ className, direction = 'down' }: { className?: string; direction?: keyof typeof PATHS }) {
  return (
    <svg className={className} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={PATHS[direction]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
