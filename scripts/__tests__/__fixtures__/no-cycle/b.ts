import { a } from './a';

export type B = string;
export const useA = a;
