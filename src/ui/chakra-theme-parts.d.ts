/**
 * Chakra's theme, one part at a time: each token group and style set of
 * `@chakra-ui/react/theme` from its own file, so the first bundle takes only what it uses
 * (see scripts/vite-chakra-theme-parts.ts). Types are those of the barrel's own values.
 */
declare module 'virtual:chakra-theme-parts' {
  import type * as Theme from '@chakra-ui/react/theme';

  type Tokens = typeof Theme.tokens;
  type SemanticTokens = typeof Theme.semanticTokens;

  export const animations: Tokens['animations'];
  export const aspectRatios: Tokens['aspectRatios'];
  export const blurs: Tokens['blurs'];
  export const borders: Tokens['borders'];
  export const colors: Tokens['colors'];
  export const cursor: Tokens['cursor'];
  export const durations: Tokens['durations'];
  export const easings: Tokens['easings'];
  export const fontSizes: Tokens['fontSizes'];
  export const fontWeights: Tokens['fontWeights'];
  export const fonts: Tokens['fonts'];
  export const letterSpacings: Tokens['letterSpacings'];
  export const lineHeights: Tokens['lineHeights'];
  export const radii: Tokens['radii'];
  export const sizes: Tokens['sizes'];
  export const spacing: Tokens['spacing'];
  export const zIndices: Tokens['zIndex'];
  export const semanticColors: SemanticTokens['colors'];
  export const semanticRadii: SemanticTokens['radii'];
  export const semanticShadows: SemanticTokens['shadows'];
  export const breakpoints: typeof Theme.breakpoints;
  export const keyframes: typeof Theme.keyframes;
  export const globalCss: typeof Theme.globalCss;
  export const layerStyles: typeof Theme.layerStyles;
  export const textStyles: typeof Theme.textStyles;
  export const animationStyles: typeof Theme.animationStyles;
}
