import { defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  containerRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

const systemFont = `system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, Cantarell, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"`;

const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];

/** A colour scale from its eleven values, 50 to 950. */
function scale(values: string[]) {
  if (values.length !== SHADES.length) throw new Error('A colour scale has eleven shades.');
  return Object.fromEntries(values.map((value, index) => [SHADES[index], { value }]));
}

/** A scale of eleven hex colours written without `#`, space separated. */
const hex = (values: string) => scale(values.split(' ').map((value) => `#${value}`));

const alpha = (rgb: string) =>
  scale(
    ['0.04', '0.06', '0.08', '0.16', '0.24', '0.36', '0.48', '0.64', '0.80', '0.92', '0.95'].map(
      (opacity) => `rgba(${rgb}, ${opacity})`,
    ),
  );

/**
 * The palettes this app uses: neutrals, the status colours Chakra's recipes and semantic tokens
 * use (red, orange, yellow, green, blue), and the brand's green and gold. Chakra's teal, cyan,
 * purple and pink are left out of the first bundle; a palette used anywhere must be here
 * (tests/unit/size-budget.test.ts checks `colorPalette` props against this list).
 * Values are Chakra's own (v3 default theme), brand and gold are ours.
 */
const colors = {
  transparent: { value: 'transparent' },
  current: { value: 'currentColor' },
  black: { value: '#09090B' },
  white: { value: '#FFFFFF' },
  whiteAlpha: alpha('255, 255, 255'),
  blackAlpha: alpha('0, 0, 0'),
  gray: hex('fafafa f4f4f5 e4e4e7 d4d4d8 a1a1aa 71717a 52525b 3f3f46 27272a 18181b 111111'),
  red: hex('fef2f2 fee2e2 fecaca fca5a5 f87171 ef4444 dc2626 991919 511111 300c0c 1f0808'),
  orange: hex('fff7ed ffedd5 fed7aa fdba74 fb923c f97316 ea580c 92310a 6c2710 3b1106 220a04'),
  yellow: hex('fefce8 fef9c3 fef08a fde047 facc15 eab308 ca8a04 845209 713f12 422006 281304'),
  green: hex('f0fdf4 dcfce7 bbf7d0 86efac 4ade80 22c55e 16a34a 116932 124a28 042713 03190c'),
  blue: hex('eff6ff dbeafe bfdbfe a3cfff 60a5fa 3b82f6 2563eb 173da6 1a3478 14204a 0c142e'),
  brand: hex('ecfdf3 d1fae0 a6f0c4 6ddfa0 34c47a 16a35c 0e8a4b 0b6b3a 0f5132 0b3d26 052415'),
  gold: hex('fffbeb fef3c7 fde58a fcd34d fbbf24 f0a500 c98a00 a46500 7c4a03 5c3a06 3a2202'),
};

/** The palettes a `colorPalette` prop may name. */
export const PALETTES = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'brand',
  'gold',
] as const;

/** Token `colors.<light>` in light mode and `colors.<dark>` in dark mode. */
function modes(light: string, dark: string) {
  return { value: { _light: `{colors.${light}}`, _dark: `{colors.${dark}}` } };
}

type Roles = Record<
  'contrast' | 'fg' | 'subtle' | 'muted' | 'emphasized' | 'solid' | 'focusRing' | 'border',
  string
>;

/**
 * A palette's semantic roles, so `colorPalette="x"` works with every recipe. Each value is
 * "light dark": a shade of the palette (`700`), a colour token (`colors.white`) or a CSS colour
 * (`white`), as in Chakra's own semantic tokens.
 */
function roles(name: string, spec: Roles) {
  const ref = (value: string) =>
    /^\d/.test(value)
      ? `{colors.${name}.${value}}`
      : value.startsWith('colors.')
        ? `{${value}}`
        : value;
  return Object.fromEntries(
    Object.entries(spec).map(([role, pair]) => {
      const [light = '', dark = ''] = pair.split(' ');
      return [role, { value: { _light: ref(light), _dark: ref(dark) } }];
    }),
  );
}

/** Chakra's pattern for a hue (its red, green, blue). */
const hue = (contrastDark = 'white', solidDark = '600'): Roles => ({
  contrast: `white ${contrastDark}`,
  fg: '700 300',
  subtle: '100 900',
  muted: '200 800',
  emphasized: '300 700',
  solid: `600 ${solidDark}`,
  focusRing: '500 500',
  border: '500 400',
});

const semanticColors = {
  bg: {
    DEFAULT: modes('white', 'black'),
    subtle: modes('gray.50', 'gray.950'),
    muted: modes('gray.100', 'gray.900'),
    emphasized: modes('gray.200', 'gray.800'),
    inverted: modes('black', 'white'),
    panel: modes('white', 'gray.950'),
    error: modes('red.50', 'red.950'),
    warning: modes('orange.50', 'orange.950'),
    success: modes('green.50', 'green.950'),
    info: modes('blue.50', 'blue.950'),
  },
  fg: {
    DEFAULT: modes('black', 'gray.50'),
    muted: modes('gray.600', 'gray.400'),
    subtle: modes('gray.400', 'gray.500'),
    inverted: modes('gray.50', 'black'),
    // Shade 700 in light mode: 500/600 fall under 4.5:1 on white and on their own bg tints.
    error: modes('red.700', 'red.400'),
    warning: modes('orange.700', 'orange.300'),
    success: modes('green.700', 'green.300'),
    info: modes('blue.600', 'blue.300'),
  },
  border: {
    DEFAULT: modes('gray.200', 'gray.800'),
    muted: modes('gray.100', 'gray.900'),
    subtle: modes('gray.50', 'gray.950'),
    emphasized: modes('gray.300', 'gray.700'),
    inverted: modes('gray.800', 'gray.200'),
    error: modes('red.500', 'red.400'),
    warning: modes('orange.500', 'orange.400'),
    success: modes('green.500', 'green.400'),
    info: modes('blue.500', 'blue.400'),
  },
  gray: roles('gray', {
    contrast: 'colors.white colors.black',
    fg: '800 200',
    subtle: '100 900',
    muted: '200 800',
    emphasized: '300 700',
    solid: '900 colors.white',
    focusRing: '400 400',
    border: '200 800',
  }),
  red: roles('red', hue()),
  orange: roles('orange', hue('black', '500')),
  yellow: roles('yellow', {
    contrast: 'black black',
    fg: '800 300',
    subtle: '100 900',
    muted: '200 800',
    emphasized: '300 700',
    solid: '300 300',
    focusRing: '500 500',
    border: '500 500',
  }),
  green: roles('green', hue()),
  blue: roles('blue', hue()),
  brand: roles('brand', {
    contrast: '50 950',
    fg: '700 300',
    subtle: '100 900',
    muted: '200 800',
    emphasized: '300 700',
    solid: '700 300',
    focusRing: '600 400',
    border: '600 400',
  }),
  gold: roles('gold', {
    contrast: '950 950',
    fg: '800 300',
    subtle: '100 900',
    muted: '200 800',
    emphasized: '300 700',
    solid: '400 300',
    focusRing: '600 400',
    border: '600 400',
  }),
};

/**
 * The app's Chakra config, on top of Chakra's base preset: its palettes and semantic tokens, its
 * global styles and the recipes it renders. src/ui/system.ts makes the browser's system from it;
 * the build compiles the public pages' static styles with the same tokens (src/ui/static-styles).
 */
export const brandConfig = defineConfig({
  // Chakra's CSS reset (border-box sizing, unstyled buttons), which defaultBaseConfig lacks.
  preflight: true,
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
      colors,
      fonts: {
        heading: { value: systemFont },
        body: { value: systemFont },
        mono: tokens.fonts.mono,
      },
    },
    semanticTokens: { ...semanticTokens, colors: semanticColors },
    textStyles,
    layerStyles,
    animationStyles,
    // The recipes this app renders, site and dashboard: Chakra's modular recipe imports, so the
    // ones it never uses stay out of the bundle.
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      kbd: kbdRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});
