import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { brandConfig } from './theme';

export { PALETTES } from './theme';

/**
 * A macrotask boundary. Evaluating the libraries, building the system and hydrating the page
 * are each tens of milliseconds on a phone; with a break between them the browser can paint and
 * handle input in between, instead of running one long task.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await nextTask();
/**
 * The one Chakra system: the base preset plus the recipes this app uses, in brand colours.
 *
 * Without the reset and the global styles: every page carries them in its static
 * stylesheet (src/ui/static-styles/stylesheet.tsx), which the build compiles from the same
 * config. The provider would insert them again when a Chakra view opens, and the reset's rules
 * for every element (`*`, `*::before`, `*::placeholder`) would then match every element twice
 * in each restyle of the dashboard. The provider still inserts the tokens and keyframes, the
 * same as the page's.
 */
export const system = createSystem(defaultBaseConfig, {
  ...brandConfig,
  preflight: false,
  globalCss: {},
});
await nextTask();
