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
  /** A question in the FAQ accordion: a heading holding its trigger, the words taking the row. */
  'faq-question': {
    ...headingStyle('md'),
    m: '0',
    '& > button > span:first-of-type': { flex: '1' },
  },
  'faq-answer': { display: 'flex', flexDirection: 'column', gap: '3', color: 'fg.muted', pb: '2' },
  /** The contact page's phone, email, address and hours, each after its icon. */
  'contact-lines': {
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    listStyleType: 'none',
    m: '0',
    p: '0',
    '& > li': { display: 'flex', gap: '3', alignItems: 'flex-start' },
    '& > li > svg': {
      display: 'inline-block',
      verticalAlign: 'middle',
      lineHeight: '1em',
      flexShrink: '0',
      boxSize: '1em',
      mt: '1',
      color: 'brand.fg',
    },
  },
  /** A code sample on the docs page: dark in both modes, its language and Copy above it. */
  'code-block': {
    m: '0',
    borderRadius: 'l3',
    overflow: 'hidden',
    borderWidth: '1px',
    borderColor: 'gray.700',
    bg: 'gray.950',
    color: 'gray.100',
    '& > figcaption': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      px: '4',
      py: '2',
      bg: 'gray.900',
      borderBottomWidth: '1px',
      borderColor: 'gray.700',
      flexWrap: 'wrap',
    },
    '& > figcaption > div': { display: 'flex', alignItems: 'center', gap: '2' },
    '& > figcaption > div + div': { gap: '3' },
    '& > figcaption p': { fontSize: 'sm', color: 'gray.200' },
    '& > figcaption > div:first-of-type > p': { fontWeight: 'semibold', color: 'gray.100' },
    '& > figcaption p[data-failed]': { color: 'gold.200' },
    /** "Example": a plausible response shape, not a contract. */
    '& > figcaption span': {
      fontSize: 'xs',
      fontWeight: 'semibold',
      textTransform: 'uppercase',
      letterSpacing: 'wider',
      px: '2',
      py: '0.5',
      borderRadius: 'l1',
      bg: 'gold.300',
      color: 'gray.950',
    },
    '& > pre': {
      m: '0',
      p: '4',
      overflowX: 'auto',
      fontSize: 'sm',
      lineHeight: '1.7',
      fontFamily: 'mono',
    },
  },
  muted: { color: 'fg.muted' },
  /** Chakra's Code (subtle, small) in the palette of the page: a name or path in running text. */
  'inline-code': {
    display: 'inline-flex',
    alignItems: 'center',
    fontFamily: 'mono',
    borderRadius: 'l2',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
    textStyle: 'xs',
    px: '1.5',
    minHeight: '5',
  },
  /** A docs section's text, tables and samples, at a reading width. */
  'docs-body': {
    display: 'flex',
    flexDirection: 'column',
    gap: '5',
    maxWidth: '4xl',
    '&[data-roomy]': { gap: '6' },
    '& > ol': { pl: '6', display: 'grid', gap: '3', listStyleType: 'decimal' },
  },
  'docs-subheading': { ...headingStyle('lg'), mt: '4' },
  /** Chakra's Table (line, small) in a bordered box that scrolls sideways on a narrow screen. */
  'data-table': {
    display: 'block',
    whiteSpace: 'nowrap',
    overflow: 'auto',
    maxWidth: '100%',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    '& > table': {
      fontVariantNumeric: 'lining-nums tabular-nums',
      borderCollapse: 'collapse',
      width: 'full',
      textAlign: 'start',
      verticalAlign: 'top',
      textStyle: 'sm',
    },
    '& tr': { bg: 'bg' },
    '& :is(th, td)': { textAlign: 'start', px: '2', py: '2', borderBottomWidth: '1px' },
    '& th': { fontWeight: 'medium', color: 'fg' },
    '& td': { alignItems: 'center', verticalAlign: 'top' },
  },
  'http-method': { fontWeight: 'semibold', fontFamily: 'mono', fontSize: 'sm' },
} satisfies Record<string, SystemStyleObject>;

/** A class name that has styles here. */
export type StaticClass = keyof typeof STATIC_STYLES;

/** The rules for the system's `globalCss`: each class name as a selector. */
export const staticGlobalCss = defineGlobalStyles(
  Object.fromEntries(Object.entries(STATIC_STYLES).map(([name, styles]) => [`.${name}`, styles])),
);

/** `className` for one or more classes styled here; a name with no styles does not compile. */
export const sc = (...names: StaticClass[]) => names.join(' ');
