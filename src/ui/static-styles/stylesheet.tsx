import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import browserslist from 'browserslist';
import { browserslistToTargets, transform } from 'lightningcss';
import { renderToString } from 'react-dom/server';
import { brandConfig } from '../theme';
import { STATIC_STYLES } from './styles';

/**
 * The browsers the stylesheet is written for (a browserslist query): the ones the build's
 * `es2022` script target runs in. Lightning CSS adds the vendor prefixes they need.
 */
export const SUPPORTED_BROWSERS =
  'chrome >= 94, edge >= 94, firefox >= 93, safari >= 16.4, ios_saf >= 16.4';

/** Marks the `<style>` element that carries the static stylesheet in a page's `<head>`. */
export const STATIC_STYLESHEET_ATTRIBUTE = 'data-static-styles';

/**
 * Everything a page needs to be styled before, or without, any Chakra component: Chakra's layer
 * order, its reset, the app's global styles and keyframes, the design tokens as CSS variables,
 * and the static parts' classes (./styles.ts). The build writes the part each page uses into
 * its HTML, and the whole as a file each page links once loaded (build/vite-prerender.ts); the
 * dev server puts it in index.html (build/vite-static-styles.ts). It runs in Node only, so the
 * browser never compiles the styles while the page starts, and a public page never creates
 * Chakra's system at all (src/ui/chakra.tsx).
 *
 * It is what `<ChakraProvider>` inserts, from the app's own config, with the static classes added
 * to its `globalCss`: where a Chakra part shows later (a dialog, the dashboard), its provider
 * inserts the same global rules again, and nothing changes. Emotion's server API turns the
 * styles into CSS text.
 */
export function staticStylesheet(): string {
  const compiler = createSystem(
    defaultBaseConfig,
    brandConfig,
    defineConfig({
      globalCss: Object.fromEntries(
        Object.entries(STATIC_STYLES).map(([name, styles]) => [`.${name}`, styles]),
      ),
    }),
  );
  // Without Stylis's prefixer, which writes the -webkit-, -moz- and -ms- forms of every flex and
  // grid rule for browsers long gone: Lightning CSS adds the prefixes the supported browsers
  // still need (below).
  const cache = createCache({ key: 'static', stylisPlugins: [] });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  renderToString(
    <CacheProvider value={cache}>
      <Global styles={compiler.layers.atRule} />
      <Global
        styles={[compiler.getPreflightCss(), compiler.getGlobalCss(), compiler.getTokenCss()]}
      />
    </CacheProvider>,
  );
  const css = extractCriticalToChunks('')
    .styles.map((chunk) => chunk.css)
    .join('');
  // In a browser (or a DOM emulation) Emotion inserts into the document instead.
  if (!css) throw new Error('The static stylesheet compiles in Node only.');
  const { code } = transform({
    filename: 'static-styles.css',
    code: Buffer.from(css),
    minify: true,
    targets: browserslistToTargets(browserslist(SUPPORTED_BROWSERS)),
  });
  return code.toString();
}
