import { defineGlobalStyles, type SystemStyleObject } from '@chakra-ui/react';

/**
 * The public pages' repeated static parts, styled once. Each entry is a class name and its
 * styles, written with Chakra's tokens and conditions (`fg.muted`, `{ base, md }`, `_dark`) and
 * compiled with the system into its global stylesheet, so the prerendered HTML carries them and
 * dark mode follows the semantic tokens as everywhere else.
 *
 * Why not style props: a Chakra component resolves its style props on every render (it hashes
 * them, looks them up, serialises and inserts a rule). A marketing page is some 800 such
 * components, and that was a third of a page visit's script. A part styled here is a plain
 * element with a class name, and costs React nothing but the element. Interactive parts
 * (buttons, fields, menus) stay Chakra components with their recipes.
 *
 * Nested parts are styled from their part's class (`'& > li'`), so a component names one class.
 */
/** What Chakra's Heading recipe gives a heading of this size. */
function headingStyle(size: 'sm' | 'md' | 'lg' | 'xl' | '2xl'): SystemStyleObject {
  return { fontFamily: 'heading', fontWeight: 'semibold', textStyle: size };
}

const STATIC_STYLES = {
  /** Read by screen readers, not shown: "(opens in a new tab)", "Step 1:". */
  'sr-only': { srOnly: true },
  /** Chakra's Container with `maxW="7xl"`: the centred width of every section. */
  'page-width': {
    position: 'relative',
    maxWidth: '7xl',
    width: '100%',
    mx: 'auto',
    px: { base: '4', md: '6', lg: '8' },
  },
  /** A section's h2 and its lead. */
  'section-head': {
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    mb: { base: '8', md: '10' },
    maxWidth: '3xl',
    '& > h2': {
      fontFamily: 'heading',
      fontWeight: 'semibold',
      fontSize: { base: '2xl', md: '3xl' },
      lineHeight: { base: '2rem', md: '2.375rem' },
      letterSpacing: 'tight',
    },
    '& > p': { color: 'fg.muted', fontSize: { base: 'md', md: 'lg' } },
  },
  /** An inner page's top: eyebrow, h1 and lead on a tinted band. */
  'page-intro': {
    bg: 'bg.subtle',
    borderBottomWidth: '1px',
    borderColor: 'border',
    '& > div': { py: { base: '10', md: '16' } },
  },
  'page-intro-text': {
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    maxWidth: '3xl',
    '& > h1': {
      fontFamily: 'heading',
      fontWeight: 'semibold',
      fontSize: { base: '3xl', md: '5xl' },
      lineHeight: { base: '2.375rem', md: '3.75rem' },
      letterSpacing: 'tight',
    },
  },
  /** A line above a heading: small capitals in the brand colour. */
  eyebrow: {
    color: 'brand.fg',
    fontWeight: 'semibold',
    fontSize: 'sm',
    textTransform: 'uppercase',
    letterSpacing: 'wider',
  },
  lead: { fontSize: { base: 'md', md: 'xl' }, color: 'fg.muted' },
  /** A list with a check mark per line; `data-size="md"` for body-size text. */
  'check-list': {
    listStyleType: 'none',
    m: '0',
    p: '0',
    display: 'grid',
    gap: '2',
    fontSize: 'sm',
    '&[data-size=md]': { fontSize: 'md' },
    '& > li': { display: 'flex', alignItems: 'flex-start', gap: '2' },
    '& svg': {
      display: 'inline-block',
      verticalAlign: 'middle',
      lineHeight: '1em',
      color: 'brand.fg',
      boxSize: '4',
      mt: '1',
      flexShrink: '0',
    },
  },
  /** A feature's icon on a tinted square. */
  'icon-badge': {
    display: 'flex',
    boxSize: '11',
    flexShrink: '0',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'l2',
    bg: 'brand.subtle',
    color: 'brand.fg',
    '& > svg': {
      display: 'inline-block',
      verticalAlign: 'middle',
      lineHeight: '1em',
      boxSize: '5',
      flexShrink: '0',
    },
  },
  /** A feature on a bordered panel: its badge, an h3, a line of text, then any details. */
  'feature-card': {
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: '6',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l3',
    bg: 'bg.panel',
    /** A card with details under its text has more room between its parts. */
    '&[data-spacious]': { gap: '4' },
    '& > h3': headingStyle('lg'),
    '& > p': { color: 'fg.muted' },
  },
  /**
   * One SMS bundle: name and description, price and SMS, what it includes, then its button.
   * `data-popular` gives the gold border and shadow of the plan most people choose.
   */
  'plan-card': {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: '5',
    p: { base: '5', md: '6' },
    pt: { base: '7', md: '8' },
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l3',
    boxShadow: 'xs',
    '&[data-popular]': { borderWidth: '2px', borderColor: 'gold.solid', boxShadow: 'md' },
  },
  'plan-card-head': {
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    '& > :is(h2, h3)': { ...headingStyle('md'), letterSpacing: 'wider', color: 'brand.fg' },
    '& > p': { color: 'fg.muted', fontSize: 'sm', minHeight: { md: '10' } },
  },
  'plan-price': {
    fontSize: '4xl',
    fontWeight: 'bold',
    lineHeight: '1',
    letterSpacing: 'tight',
    '& + p': { color: 'fg.muted', fontSize: 'sm', mt: '2' },
  },
  /** What a plan includes, taking the room left so the buttons line up. */
  'plan-card-features': { flex: '1' },
  /**
   * A legal page's body, with `page-width`: a contents list on a tinted panel, then numbered
   * sections of paragraphs and bulleted lists, at a reading width.
   */
  'legal-document': {
    py: { base: '10', md: '14' },
    '& > *': { maxWidth: '3xl' },
    '& > nav': { mb: '12', p: '6', borderRadius: 'l3', bg: 'bg.subtle' },
    '& > nav > h2': { ...headingStyle('md'), mb: '3' },
    '& > nav > ol': { pl: '6', display: 'grid', gap: '1', listStyleType: 'decimal' },
    '& > section + section': { mt: '10' },
    '& > section > h2': { ...headingStyle('xl'), mb: '4', scrollMarginTop: '24' },
    '& > section > :is(p, ul)': { lineHeight: '1.75' },
    '& > section > :is(p, ul) + :is(p, ul)': { mt: '4' },
    '& > section > ul': { pl: '5', display: 'grid', gap: '2', listStyleType: 'disc' },
  },
  /** An industry on the solutions page: an h3 and a line, ruled in the brand colour. */
  industry: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    ps: '4',
    borderStartWidth: '3px',
    borderColor: 'brand.solid',
    '& > h3': headingStyle('md'),
    '& > p': { color: 'fg.muted' },
  },
  /** A use case on the solutions page: an h3 and a sample message in an SMS bubble. */
  'use-case': {
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    '& > h3': headingStyle('md'),
    '& > blockquote': {
      m: '0',
      px: '4',
      py: '3',
      maxWidth: 'sm',
      borderRadius: 'l3',
      borderBottomStartRadius: '0',
      bg: 'brand.subtle',
      color: 'fg',
      fontSize: 'sm',
    },
  },
  'about-story': { display: 'flex', flexDirection: 'column', gap: '4', fontSize: 'lg' },
  /** A figure on the about page: the number large, what it counts below. */
  'about-fact': {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    p: '5',
    borderRadius: 'l3',
    bg: 'brand.subtle',
    '& > p:first-of-type': {
      fontSize: '3xl',
      fontWeight: 'bold',
      color: 'brand.fg',
      lineHeight: '1.1',
    },
    '& > p:last-of-type': { fontSize: 'sm', color: 'fg' },
  },
  /** A value on the about page: its badge beside an h3 and a line. */
  'about-value': {
    display: 'flex',
    gap: '4',
    p: '6',
    borderRadius: 'l3',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border',
    '& > div:last-child': { display: 'flex', flexDirection: 'column', gap: '1' },
    '& h3': headingStyle('md'),
    '& p': { color: 'fg.muted' },
  },
  /** Where to find us, on the about page: an h3 and its lines. */
  'about-visit': {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    '& > h3': headingStyle('sm'),
    '& > p, & > div > span': { color: 'fg.muted' },
  },
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
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
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
} satisfies Record<string, SystemStyleObject>;

/** A class name that has styles here. */
export type StaticClass = keyof typeof STATIC_STYLES;

/** The rules for the system's `globalCss`: each class name as a selector. */
export const staticGlobalCss = defineGlobalStyles(
  Object.fromEntries(Object.entries(STATIC_STYLES).map(([name, styles]) => [`.${name}`, styles])),
);

/** `className` for one or more classes styled here; a name with no styles does not compile. */
export const sc = (...names: StaticClass[]) => names.join(' ');
