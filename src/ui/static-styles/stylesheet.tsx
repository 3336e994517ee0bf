import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { brandConfig } from '../theme';
import { STATIC_STYLES } from './styles';

/** Marks the `<style>` element that carries the static stylesheet in a page's `<head>`. */
export const STATIC_STYLESHEET_ATTRIBUTE = 'data-static-styles';

/**
 * The static parts' stylesheet (./styles.ts) as CSS, for the `<style>` in every page's HTML: the
 * build writes it there (build/vite-prerender.ts), and the dev server puts it in index.html
 * (build/vite-static-styles.ts). It runs in Node only, so the browser neither downloads the
 * styles nor compiles them while the page starts.
 *
 * Chakra compiles it as it compiles the app's own global styles: a system with the app's tokens
 * and conditions, and the styles as its `globalCss` (one rule per class, in the `base` layer,
 * after the layer order Chakra declares). Emotion's server API turns that into CSS text.
 */
export function staticStylesheet(): string {
  const { breakpoints, tokens, semanticTokens, textStyles, layerStyles } = brandConfig.theme ?? {};
  const compiler = createSystem(
    defaultBaseConfig,
    defineConfig({
      theme: { breakpoints, tokens, semanticTokens, textStyles, layerStyles },
      globalCss: Object.fromEntries(
        Object.entries(STATIC_STYLES).map(([name, styles]) => [`.${name}`, styles]),
      ),
    }),
  );
  const cache = createCache({ key: 'static' });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  renderToString(
    <CacheProvider value={cache}>
      <Global styles={compiler.layers.atRule} />
      <Global styles={compiler.getGlobalCss()} />
    </CacheProvider>,
  );
  const css = extractCriticalToChunks('')
    .styles.map((chunk) => chunk.css)
    .join('');
  // In a browser (or a DOM emulation) Emotion inserts into the document instead.
  if (!css) throw new Error('The static stylesheet compiles in Node only.');
  return css;
}
