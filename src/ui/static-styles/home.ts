import type { SystemStyleObject } from '@chakra-ui/react';
import { gridColumns, headingStyle, iconStyle, hstack, linkStyle, stack } from './parts';

/** The home page: its hero, then features, how it works, three plans, the closing call. */
export const HOME_STYLES = {
  /** The hero: a tinted band, the pitch beside the phone (side by side from `lg`). */
  'home-hero': {
    bg: 'bg.subtle',
    borderBottomWidth: '1px',
    borderColor: 'border',
    '& > div': { py: { base: '10', md: '20' } },
  },
  'home-hero-grid': {
    ...gridColumns({ base: 1, lg: 2 }),
    gap: { base: '10', lg: '16' },
    alignItems: 'center',
  },
  /** The networks, the h1, the pitch, the two buttons, the small print. */
  'home-hero-text': {
    ...stack('6'),
    '& > h1': {
      fontFamily: 'heading',
      fontWeight: 'semibold',
      fontSize: { base: '4xl', md: '6xl' },
      letterSpacing: 'tight',
      lineHeight: '1.1',
    },
    '& > p:first-of-type': { fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted', maxW: 'xl' },
    '& > p:last-of-type': { fontSize: 'sm', color: 'fg.muted' },
  },
  'network-chips': { ...hstack('2'), flexWrap: 'wrap' },
  /** A network's name on a pill, in the home page's hero. */
  'network-chip': {
    fontSize: 'sm',
    fontWeight: 'semibold',
    px: '3',
    py: '1',
    borderRadius: 'full',
    bg: 'brand.subtle',
    color: 'brand.fg',
  },
  /** A step of "how it works" on the home page: its number on a disc, an h3 and a line. */
  'home-step': {
    ...stack('3'),
    '& > span:first-of-type': {
      display: 'flex',
      boxSize: '10',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: 'full',
      bg: 'brand.solid',
      color: 'brand.contrast',
      fontWeight: 'bold',
    },
    '& > h3': headingStyle('md'),
    '& > p': { color: 'fg.muted' },
  },
  /** The hero's phone: narrower on small screens, centred in its column. */
  'home-phone': { maxW: { base: '240px', md: '300px' }, mx: 'auto', w: 'full' },
  'home-features': { ...gridColumns({ base: 1, sm: 2, lg: 3 }), gap: '6' },
  'home-steps': {
    ...gridColumns({ base: 1, md: 2, lg: 4 }),
    gap: '6',
    listStyleType: 'none',
    m: '0',
    p: '0',
  },
  'home-plans': { ...gridColumns({ base: 1, md: 3 }), gap: { base: '8', md: '6' }, pt: '3' },
  /** "Compare all four plans…", centred under the plans. */
  'home-plans-more': {
    mt: '8',
    textAlign: 'center',
    '& > a': {
      ...linkStyle,
      gap: '2',
      color: 'brand.fg',
      fontWeight: 'semibold',
      minH: '10',
    },
    '& > a > svg': iconStyle('1em'),
  },
  /** The closing call to action: a tinted panel, centred. */
  'home-closing': {
    ...stack('5'),
    alignItems: 'center',
    textAlign: 'center',
    px: { base: '6', md: '12' },
    py: { base: '10', md: '14' },
    borderRadius: 'l3',
    bg: 'brand.subtle',
    borderWidth: '1px',
    borderColor: 'brand.muted',
    '& > h2': { ...headingStyle({ base: '2xl', md: '3xl' }), letterSpacing: 'tight', maxW: '2xl' },
    '& > p': { color: 'fg.muted', maxW: 'xl' },
  },
} satisfies Record<string, SystemStyleObject>;
