// Closes the circle a → b → c → a.
export { a as c } from './a';
