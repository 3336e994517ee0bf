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
 * The one Chakra system: the base preset plus the recipes this app uses, in brand colours. The
 * public pages' static parts are not in it: the page's HTML carries their stylesheet
 * (src/ui/static-styles/stylesheet.ts).
 */
export const system = createSystem(defaultBaseConfig, brandConfig);
await nextTask();
