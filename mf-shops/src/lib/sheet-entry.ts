// The sheet-as-a-history-entry hook lives in shared (채팅's 상담 준비 opens the pet form the same way).
export { useSheetEntry } from '@guardian/shared';
