// The error mark beside an alert's text: a white '!' in a disc of the text's colour. Decorative:
// the alert's text says it all.
export function AlertIcon({ className, size = 20 }: { className: string; size?: number }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M12 7v6M12 16.5v.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
