// A host entry like the shell's: the runtime and an async boundary, then a lazy screen.
import('./bootstrap');
