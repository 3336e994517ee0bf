import type { SystemContext } from '@chakra-ui/react';
import { system } from './system';

type Recipes = NonNullable<NonNullable<SystemContext['_config']['theme']>['recipes']>;
type SlotRecipes = NonNullable<NonNullable<SystemContext['_config']['theme']>['slotRecipes']>;

/**
 * Adds recipes to the one system after start-up. The first page ships only the recipes it
 * renders; a lazy chunk registers the rest before it renders. Chakra looks recipes up by key
 * at render time (`system.getRecipe`), so a recipe registered before first use behaves exactly
 * like one given to `createSystem`. A unit test guards this against Chakra upgrades.
 */
export function registerRecipes(recipes: Recipes, slotRecipes: SlotRecipes = {}): void {
  const theme = system._config.theme;
  if (!theme) throw new Error('The Chakra system has no theme to extend.');
  theme.recipes = Object.assign(theme.recipes ?? {}, recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, slotRecipes);
}
