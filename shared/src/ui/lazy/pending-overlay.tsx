// What a lazy modal draws while its code is on the way: the dimmed screen its own overlay draws (the same rules as
// bottom-sheet.module.css and confirm-dialog.module.css `.overlay`, from global tokens, so no stylesheet is waited
// for). On a slow network the first tap on a sheet answered with nothing for a round trip; now the screen dims at
// once, the page behind takes no second tap, and the sheet rises on the same overlay when it arrives.
import type { CSSProperties } from 'react';

const OVERLAY: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 'var(--z-dialog)',
  background: 'var(--color-overlay)',
};

export function PendingOverlay() {
  return <div style={OVERLAY} aria-busy="true" data-testid="modal-pending" />;
}
