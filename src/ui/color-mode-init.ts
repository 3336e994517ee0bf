// Imported first by `src/app/main.tsx`: sets the colour mode class on <html> before React
// renders, so the first paint is already in the right mode (no inline script: the CSP forbids it).
import { initColorMode } from './color-mode';

initColorMode();
