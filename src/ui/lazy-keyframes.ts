import { css, type CSSObject } from '@emotion/react';
import { keyframes } from 'virtual:chakra-theme-parts';

/**
 * Chakra's keyframes (spin, pulse, fade-in, slide-from-top, ...), added to the page when the
 * first lazy chunk needs them. Only lazily registered recipes animate (spinner, skeleton, dialog,
 * menu, tooltip, toast, progress), so the first bundle's system (src/ui/system.ts) has none, and
 * this writes the same rules Chakra would have: Emotion's serialization of the same objects, in
 * Chakra's `base` layer. Imported by src/ui/extra-recipes.ts.
 */
export const KEYFRAMES_STYLE_ID = 'nkra-keyframes';

export function keyframesCss(): string {
  const rules = Object.fromEntries(
    Object.entries(keyframes).map(([name, frames]) => [`@keyframes ${name}`, frames]),
  );
  // Chakra hands the same objects to Emotion; only its types for them differ.
  return `@layer base{${css(rules as CSSObject).styles}}`;
}

if (typeof document !== 'undefined' && !document.getElementById(KEYFRAMES_STYLE_ID)) {
  const style = document.createElement('style');
  style.id = KEYFRAMES_STYLE_ID;
  style.textContent = keyframesCss();
  document.head.appendChild(style);
}
