import type { SystemStyleObject } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';

type HeadingSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | '4xl' | '5xl';

/** What Chakra's Heading recipe gives a heading of this size, or of these sizes by breakpoint. */
export function headingStyle(
  size: HeadingSize | { base: HeadingSize; md: HeadingSize },
): SystemStyleObject {
  return { fontFamily: 'heading', fontWeight: 'semibold', textStyle: size };
}

/** What Chakra's Icon recipe gives an icon (a lucide svg), at this size. */
export function iconStyle(boxSize: string): SystemStyleObject {
  return {
    display: 'inline-block',
    verticalAlign: 'middle',
    lineHeight: '1em',
    flexShrink: '0',
    boxSize,
  };
}

/** lucide's `check` (24 × 24, stroke 2, round ends), as a CSS image for a mask. */
const CHECK_MARK =
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' ` +
  `stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E` +
  `%3Cpath d='M20 6 9 17l-5-5'/%3E%3C/svg%3E")`;

/** What Chakra's Stack gives: a column of children `gap` apart. */
export const stack = (gap: string): SystemStyleObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap,
});

/** What Chakra's HStack gives: a row of children `gap` apart, centred across. */
export const hstack = (gap: string): SystemStyleObject => ({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap,
});

/** A link's underline under the pointer, as Chakra's Link draws it. */
export const underline = {
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  textDecorationColor: 'currentColor/20',
} as const;

/** What Chakra's Link recipe gives every link (its base and its `plain` variant). */
export const linkStyle: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  outline: 'none',
  gap: '1.5',
  cursor: 'pointer',
  borderRadius: 'l1',
  focusVisibleRing: 'outside',
  color: 'colorPalette.fg',
  _hover: underline,
};

type Breakpoint = 'base' | 'sm' | 'md' | 'lg' | 'xl';

/** What Chakra's SimpleGrid gives for `columns`: equal columns, by breakpoint. */
export function gridColumns(columns: Partial<Record<Breakpoint, number>>): SystemStyleObject {
  return {
    display: 'grid',
    gridTemplateColumns: Object.fromEntries(
      Object.entries(columns).map(([breakpoint, count]) => [
        breakpoint,
        `repeat(${count}, minmax(0, 1fr))`,
      ]),
    ),
  };
}

/** The parts several public pages share: sections, cards, lists, the FAQ's questions. */
export const PART_STYLES = {
  /** Read by screen readers, not shown: "(opens in a new tab)", "Step 1:". */
  'sr-only': { srOnly: true },
  'no-wrap': { whiteSpace: 'nowrap' },
  /** A link that leads on from a block of text: "See all frequently asked questions". */
  'strong-link': { ...linkStyle, color: 'brand.fg', fontWeight: 'semibold' },
  /** A page section (Section): generous whitespace above and below. */
  section: { py: { base: '12', md: '16' } },
  /** A section on a tinted band, between plain ones. */
  'section-tinted': { bg: 'bg.subtle' },
  /** A section that follows its heading's page closely: no space above. */
  'section-flush-top': { pt: '0' },
  /** The last section of a page, before the footer's own space. */
  'section-last': { pb: { base: '4', md: '8' } },
  /** The two calls to action side by side (StartButtons), wrapping on narrow screens. */
  'start-buttons': { display: 'flex', gap: '3', flexWrap: 'wrap' },
  'start-buttons-centred': { justifyContent: 'center' },
  'start-buttons-centred-md': { justifyContent: { md: 'center' } },
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
    ...stack('3'),
    mb: { base: '8', md: '10' },
    maxWidth: '3xl',
    '& > h2': { ...headingStyle({ base: '2xl', md: '3xl' }), letterSpacing: 'tight' },
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
    ...stack('4'),
    maxWidth: '3xl',
    '& > h1': { ...headingStyle({ base: '3xl', md: '5xl' }), letterSpacing: 'tight' },
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
  /**
   * A list with a check mark per line; `data-size="md"` for body-size text. The mark is the
   * line's `::before`, lucide's check drawn as a mask in the brand colour: a decoration, so no
   * element of its own (pricing shows 34 of them, each an icon component to render).
   */
  'check-list': {
    listStyleType: 'none',
    m: '0',
    p: '0',
    display: 'grid',
    gap: '2',
    fontSize: 'sm',
    '&[data-size=md]': { fontSize: 'md' },
    '& > li': { display: 'flex', alignItems: 'flex-start', gap: '2' },
    '& > li::before': {
      content: '""',
      ...iconStyle('4'),
      mt: '1',
      bg: 'brand.fg',
      maskImage: CHECK_MARK,
      maskRepeat: 'no-repeat',
      maskSize: '100% 100%',
      // Forced colours would paint the mark's background as the page's: draw it in the text's.
      '@media (forced-colors: active)': { bg: 'CanvasText', forcedColorAdjust: 'none' },
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
    '& > svg': iconStyle('5'),
  },
  /** A feature on a bordered panel: its badge, an h3, a line of text, then any details. */
  'feature-card': {
    ...stack('3'),
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
    ...stack('5'),
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
    ...stack('2'),
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
  /** "Most popular" on the plan most people choose: Chakra's Badge (solid, medium) in gold. */
  'plan-badge': {
    ...badgeRecipe.base,
    ...badgeRecipe.variants?.size.md,
    ...badgeRecipe.variants?.variant.solid,
    colorPalette: 'gold',
    position: 'absolute',
    top: '0',
    left: '50%',
    transform: 'translate(-50%, -50%)',
  },
  /** What a plan includes, taking the room left so the buttons line up. */
  'plan-card-features': { flex: '1' },
  /** A question in the FAQ accordion: a heading holding its trigger, the words taking the row. */
  'faq-question': {
    ...headingStyle('md'),
    m: '0',
    '& > button': { cursor: 'pointer', fontWeight: 'semibold' },
    '& > button > span:first-of-type': { flex: '1' },
  },
  'faq-answer': { ...stack('3'), color: 'fg.muted', pb: '2' },
  muted: { color: 'fg.muted' },
} satisfies Record<string, SystemStyleObject>;
