// Formatting shared by the money screens.
import { formatSeoulDate } from '@guardian/shared';

/** '2027.05.24까지' */
export const untilText = (iso: string) => `${formatSeoulDate(iso)}까지`;
