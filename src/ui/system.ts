import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  skipNavLinkRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

const systemFont = `system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, Cantarell, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"`;

/** A palette's semantic roles, so `colorPalette="brand"` works with every recipe. */
function paletteRoles(name: string, light: Record<string, string>, dark: Record<string, string>) {
  const roles = ['contrast', 'fg', 'subtle', 'muted', 'emphasized', 'solid', 'focusRing'];
  return Object.fromEntries(
    roles.map((role) => [
      role,
      {
        value: {
          _light: `{colors.${name}.${light[role]}}`,
          _dark: `{colors.${name}.${dark[role]}}`,
        },
      },
    ]),
  );
}

const brandRoles = {
  contrast: '50',
  fg: '700',
  subtle: '100',
  muted: '200',
  emphasized: '300',
  solid: '700',
  focusRing: '600',
};
const brandRolesDark = {
  contrast: '950',
  fg: '300',
  subtle: '900',
  muted: '800',
  emphasized: '700',
  solid: '300',
  focusRing: '400',
};
const goldRoles = {
  contrast: '950',
  fg: '800',
  subtle: '100',
  muted: '200',
  emphasized: '300',
  solid: '400',
  focusRing: '600',
};
const goldRolesDark = {
  contrast: '950',
  fg: '300',
  subtle: '900',
  muted: '800',
  emphasized: '700',
  solid: '300',
  focusRing: '400',
};

const brandConfig = defineConfig({
  globalCss: {
    ...globalCss,
    html: { colorPalette: 'brand' },
    body: { bg: 'bg', color: 'fg', fontFamily: 'body' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      fonts: {
        heading: { value: systemFont },
        body: { value: systemFont },
        mono: tokens.fonts.mono,
      },
      colors: {
        ...tokens.colors,
        brand: {
          50: { value: '#ecfdf3' },
          100: { value: '#d1fae0' },
          200: { value: '#a6f0c4' },
          300: { value: '#6ddfa0' },
          400: { value: '#34c47a' },
          500: { value: '#16a35c' },
          600: { value: '#0e8a4b' },
          700: { value: '#0b6b3a' },
          800: { value: '#0f5132' },
          900: { value: '#0b3d26' },
          950: { value: '#052415' },
        },
        gold: {
          50: { value: '#fffbeb' },
          100: { value: '#fef3c7' },
          200: { value: '#fde58a' },
          300: { value: '#fcd34d' },
          400: { value: '#fbbf24' },
          500: { value: '#f0a500' },
          600: { value: '#c98a00' },
          700: { value: '#a46500' },
          800: { value: '#7c4a03' },
          900: { value: '#5c3a06' },
          950: { value: '#3a2202' },
        },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        brand: paletteRoles('brand', brandRoles, brandRolesDark),
        gold: paletteRoles('gold', goldRoles, goldRolesDark),
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    // The first page needs only these; lazy chunks add theirs with `registerRecipes`.
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skipNavLink: skipNavLinkRecipe,
    },
    slotRecipes: {},
  },
});

/** The one Chakra system: the base preset plus the recipes this app uses, in brand colours. */
export const system = createSystem(defaultBaseConfig, brandConfig);
