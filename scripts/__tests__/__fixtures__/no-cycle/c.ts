// import { a } from './a';  (a comment is not an import)
export type C = string;
export const c = 'c';
