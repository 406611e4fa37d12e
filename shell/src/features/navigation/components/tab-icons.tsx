// Inline SVG icons (24 px, currentColor) so the tab bar costs no extra requests.
import type { TabIcon } from '../tabs';

const common = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};

export function TabIconSvg({ icon }: { icon: TabIcon }) {
  switch (icon) {
    case 'home':
      return (
        <svg {...common}>
          <path d="M4 10.5 12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1z" />
        </svg>
      );
    case 'shop':
      return (
        <svg {...common}>
          <path d="M4 9.5 5.5 5h13L20 9.5" />
          <path d="M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0" />
          <path d="M5.5 12v7a1 1 0 0 0 1 1h11a1 1 0 0 0 1-1v-7" />
          <path d="M10 20v-4h4v4" />
        </svg>
      );
    case 'community':
      return (
        <svg {...common}>
          <path d="M20 15a2 2 0 0 1-2 2H9l-4 3.5V6a2 2 0 0 1 2-2h11a2 2 0 0 1 2 2z" />
          <path d="M9 9.5h7M9 12.5h4.5" />
        </svg>
      );
    case 'shopping':
      return (
        <svg {...common}>
          <path d="M5 8h14l-1 12H6z" />
          <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
        </svg>
      );
    case 'my':
      return (
        <svg {...common}>
          <circle cx="12" cy="8.5" r="3.5" />
          <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
        </svg>
      );
  }
}

export function ChatIconSvg() {
  return (
    <svg {...common}>
      <path d="M12 4c4.7 0 8.5 3 8.5 6.8s-3.8 6.7-8.5 6.7c-.9 0-1.8-.1-2.6-.3L5 19.5l1.2-3.6C4.5 14.7 3.5 12.9 3.5 10.8 3.5 7 7.3 4 12 4z" />
    </svg>
  );
}
