import type { SystemStyleObject } from '@chakra-ui/react';
import { headingStyle, linkStyle, stack } from './parts';

/** The docs page: its text, inline code, tables and code samples. */
export const DOCS_STYLES = {
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
  /** The code block's Copy button: a small outline button, light on the dark panel. */
  'code-copy': { color: 'gray.100', borderColor: 'gray.500', _hover: { bg: 'gray.800' } },
  /**
   * Chakra's Code (subtle) in the palette of the page: a name or path in running text. At the
   * code samples' size and weight: each new size or weight of a font is one more font the
   * browser looks up at the first visit (on Linux, a round trip to the browser process each).
   */
  'inline-code': {
    display: 'inline-flex',
    alignItems: 'center',
    fontFamily: 'mono',
    borderRadius: 'l2',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
    textStyle: 'sm',
    px: '1.5',
    minHeight: '5',
  },
  /** A docs section's text, tables and samples, at a reading width. */
  'docs-body': {
    ...stack('5'),
    maxWidth: '4xl',
    '&[data-roomy]': { gap: '6' },
    '& > ol': { pl: '6', display: 'grid', gap: '3', listStyleType: 'decimal' },
  },
  /** A line under the docs, leading to the statecharts with an underlined link. */
  'docs-note': {
    maxW: '4xl',
    '& > a': {
      ...linkStyle,
      color: 'brand.fg',
      textDecoration: 'underline',
      // Underlined already; under the pointer the line moves down, in full colour.
      _hover: { textUnderlineOffset: '3px' },
    },
  },
  /** The docs' closing panel: "Building something bigger?" and the full reference. */
  'docs-help': {
    display: 'flex',
    flexDirection: { base: 'column', md: 'row' },
    gap: '4',
    alignItems: { md: 'center' },
    justifyContent: 'space-between',
    p: { base: '6', md: '8' },
    borderRadius: 'l3',
    bg: 'brand.subtle',
    '& > div': stack('1'),
    '& > div > h2': headingStyle('lg'),
    '& > div > p': { color: 'fg.muted' },
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
  /** GET or POST: the code samples' font, size and weight (above), in the page's palette. */
  'http-method': { fontFamily: 'mono', fontSize: 'sm', color: 'colorPalette.fg' },
} satisfies Record<string, SystemStyleObject>;
