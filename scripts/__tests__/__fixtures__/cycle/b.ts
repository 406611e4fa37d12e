import { c } from './c';

export const b = `b${c}`;
