export function PawLogo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" fill="currentColor">
      <ellipse cx="14" cy="18" rx="4.5" ry="6" />
      <ellipse cx="24" cy="12.5" rx="4.5" ry="6" />
      <ellipse cx="34" cy="18" rx="4.5" ry="6" />
      <path d="M24 22c-6 0-12 7.6-12 12.6 0 3 2.3 4.4 5 4.4 2.8 0 4.3-1.6 7-1.6s4.2 1.6 7 1.6c2.7 0 5-1.4 5-4.4C36 29.6 30 22 24 22z" />
    </svg>
  );
}
