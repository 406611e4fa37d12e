// Vitest (Vite) loads a file's text with the `?raw` suffix; tests read build templates this way.
declare module '*?raw' {
  const text: string;
  export default text;
}
