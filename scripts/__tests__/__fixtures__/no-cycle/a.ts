// Type-only and lazy imports back to a importer do not run at load time: no cycle.
import type { B } from './b';
import { type C } from './c';

export const a = (b: B, c: C): string => `${b}${c}`;
export const later = () => import('./b');
