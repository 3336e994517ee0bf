import type { SystemStyleObject } from '@chakra-ui/react';
import { gridColumns, headingStyle, hstack, iconStyle, linkStyle, stack } from './parts';

/** Blocks of one page each: solutions, about, contact, and the legal documents. */
export const PAGE_STYLES = {
  /** With `page-width`, narrower: the 404 page, "404" large, the heading, a line and the way home. */
  'not-found': {
    maxWidth: '2xl',
    py: '24',
    textAlign: 'center',
    '& > p:first-of-type': { fontSize: '6xl', fontWeight: 'bold', color: 'brand.fg' },
    '& > h1': { ...headingStyle('2xl'), mb: '4' },
    '& > p:nth-of-type(2)': { color: 'fg.muted', mb: '8' },
  },
  /** Where a part that failed to render was: what happened, and a Reload button. */
  'error-fallback': {
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l3',
    p: '8',
    my: '8',
    textAlign: 'center',
    '& > h2': { ...headingStyle('xl'), mb: '2' },
    '& > p': { color: 'fg.muted', mb: '4' },
  },
  /** The smaller fallback of a part inside a page (the footer, a chart). */
  'error-fallback-compact': { p: '4', my: '0', '& > h2': headingStyle('md') },
  /** With `page-width`: the shape of a page while its code loads, a heading, two lines and a block. */
  'page-skeleton': {
    py: '16',
    ...stack('4'),
    '& > div': { h: '4', bg: 'bg.muted', borderRadius: 'l2' },
    '& > div:nth-of-type(1)': { h: '10', w: '60%' },
    '& > div:nth-of-type(2)': { w: '90%' },
    '& > div:nth-of-type(3)': { w: '80%' },
    '& > div:nth-of-type(4)': { h: '48', borderRadius: 'l3' },
  },
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
    '& > nav > ol > li > button': {
      ...linkStyle,
      color: 'brand.fg',
      textAlign: 'start',
      minH: '6',
    },
    '& > section + section': { mt: '10' },
    '& > section > h2': { ...headingStyle('xl'), mb: '4', scrollMarginTop: '24' },
    '& > section > :is(p, ul)': { lineHeight: '1.75' },
    '& > section > :is(p, ul) + :is(p, ul)': { mt: '4' },
    '& > section > ul': { pl: '5', display: 'grid', gap: '2', listStyleType: 'disc' },
  },
  /** An industry on the solutions page: an h3 and a line, ruled in the brand colour. */
  industry: {
    ...stack('2'),
    ps: '4',
    borderStartWidth: '3px',
    borderColor: 'brand.solid',
    '& > h3': headingStyle('md'),
    '& > p': { color: 'fg.muted' },
  },
  /** A use case on the solutions page: an h3 and a sample message in an SMS bubble. */
  'use-case': {
    ...stack('3'),
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
  'about-story': { ...stack('4'), fontSize: 'lg' },
  /** A figure on the about page: the number large, what it counts below. */
  'about-fact': {
    ...stack('1'),
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
    '& > div:last-child': stack('1'),
    '& h3': headingStyle('md'),
    '& p': { color: 'fg.muted' },
  },
  /** Where to find us, on the about page: an h3 and its lines. */
  'about-visit': {
    ...stack('1'),
    '& > h3': headingStyle('sm'),
    '& > p, & > div > span': { color: 'fg.muted' },
  },
  /** The contact page's phone, email, address and hours, each after its icon. */
  'contact-lines': {
    ...stack('3'),
    listStyleType: 'none',
    m: '0',
    p: '0',
    '& > li': { display: 'flex', gap: '3', alignItems: 'flex-start' },
    '& > li > svg': { ...iconStyle('1em'), mt: '1', color: 'brand.fg' },
    '& > li > a': { ...linkStyle, color: 'fg', wordBreak: 'break-all' },
  },
  /** The contact page: the form on a panel (two columns from `lg`), the details beside it. */
  'contact-grid': {
    ...gridColumns({ base: 1, lg: 3 }),
    gap: { base: '8', lg: '10' },
    alignItems: 'start',
    '& > div:first-of-type': {
      gridColumn: { lg: 'span 2' },
      p: { base: '5', md: '8' },
      borderRadius: 'l3',
      borderWidth: '1px',
      borderColor: 'border',
      bg: 'bg.panel',
    },
  },
  /** "Talk to a person": WhatsApp, then the contact lines, on a tinted panel. */
  'contact-details': {
    ...stack('6'),
    p: { base: '5', md: '6' },
    borderRadius: 'l3',
    bg: 'bg.subtle',
    borderWidth: '1px',
    borderColor: 'border',
    '& > h2': headingStyle('lg'),
    '& > div': stack('2'),
    '& > div > p': { color: 'fg.muted' },
  },
  /** The FAQ page's top bar: phone, email and WhatsApp, then the support hours. */
  'contact-bar': {
    bg: 'brand.solid',
    color: 'brand.contrast',
    fontSize: 'sm',
    '& > div': { py: '2' },
    '& > div > div': {
      display: 'flex',
      gap: { base: '2', md: '6' },
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: { md: 'space-between' },
    },
    '& > div > div > div': {
      display: 'flex',
      gap: { base: '1', md: '6' },
      flexWrap: 'wrap',
      flexDirection: { base: 'column', sm: 'row' },
    },
    '& a': {
      ...linkStyle,
      color: 'inherit',
      gap: '2',
      minH: '8',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      _hover: { textDecorationThickness: '2px' },
    },
    '& > div > div > p': { display: 'inline-flex', alignItems: 'center', gap: '2' },
    '& svg': iconStyle('1em'),
  },
  /** A reading width for a block of a section: the FAQ's questions, a note. */
  measure: { maxW: '4xl' },
  /** The contact form: its title, the note on required fields, the fields two by two from md. */
  'contact-form': {
    ...stack('5'),
    '& > h2': { fontSize: 'xl', fontWeight: 'bold' },
    '& > p': { fontSize: 'sm', color: 'fg.muted' },
  },
  'contact-form-grid': { ...gridColumns({ base: 1, md: 2 }), gap: '5' },
  /** "For the site owner", when the form's email service is not set up. */
  'contact-form-owner': {
    fontSize: 'sm',
    '& > summary': { cursor: 'pointer' },
    '& > p': { mt: '1' },
  },
  /** Why a message was not sent, and what to do: lines under the alert's title. */
  'contact-failure': { ...stack('2'), mt: '1' },
  'contact-faq-more': { mt: '6' },
  /** A closing panel on the FAQ page: an h2 and a line of links. */
  'faq-still': {
    ...stack('2'),
    mt: '12',
    maxW: '4xl',
    p: '6',
    borderRadius: 'l3',
    bg: 'brand.subtle',
    '& > h2': headingStyle('md'),
  },
  /** Pricing: the four plans, two columns from `md`, four from `xl`. */
  'pricing-plans': {
    ...gridColumns({ base: 1, md: 2, xl: 4 }),
    gap: { base: '8', md: '6' },
    pt: '3',
  },
  /** Pricing: what every plan has, and its terms, side by side from `md`. */
  'pricing-every-plan': {
    ...gridColumns({ base: 1, md: 2 }),
    gap: '10',
    '& > div': stack('3'),
    '& > div > h3': headingStyle('md'),
  },
  /** "How much for 5,000 SMS?": the question and examples, then the quote, side by side from md. */
  'plan-calculator': {
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l3',
    bg: 'bg.panel',
    p: { base: '5', md: '8' },
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
    gap: { base: '6', md: '10' },
    '& > div, & > section': stack('4'),
    '& h3': headingStyle('md'),
    '& label': { fontSize: 'md' },
  },
  'plan-calculator-examples': {
    ...stack('2'),
    '& > p': { fontSize: 'sm', color: 'fg.muted' },
    '& > div': { ...hstack('2'), flexWrap: 'wrap' },
  },
  /** The sentence that answers, read out when it changes. */
  'plan-calculator-summary': { color: 'fg', fontSize: 'md' },
  'plan-calculator-summary-error': { color: 'fg.error' },
  'plan-calculator-summary-quote': { fontSize: 'lg' },
  'plan-calculator-total': {
    fontSize: '4xl',
    fontWeight: 'bold',
    lineHeight: '1',
    color: 'brand.fg',
  },
  /** The bundles and extra credits of a quote, each with its price at the end of its line. */
  'plan-calculator-breakdown': {
    ...stack('4'),
    '& > ul': { listStyleType: 'none', m: '0', p: '0', display: 'grid', gap: '2' },
    '& li': { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '4' },
    '& li span': { color: 'fg.muted' },
    '& li > p:last-of-type': { fontWeight: 'semibold', whiteSpace: 'nowrap' },
    '& > div': { borderTopWidth: '1px', borderColor: 'border', pt: '3' },
    '& > div > p': { color: 'fg.muted', fontSize: 'sm' },
  },
  'pricing-questions': { mt: '10', p: '6', borderRadius: 'l3', bg: 'brand.subtle' },
  /** Solutions: the cards of a section, three columns from `lg`. */
  'solutions-grid': { ...gridColumns({ base: 1, md: 2, lg: 3 }), gap: '6' },
  'solutions-grid-wide': { ...gridColumns({ base: 1, md: 2, lg: 3 }), gap: '8' },
  /** Solutions: the closing call to action, centred from `md`. */
  'solutions-closing': {
    ...stack('4'),
    mt: '12',
    p: { base: '6', md: '10' },
    borderRadius: 'l3',
    bg: 'brand.subtle',
    alignItems: { base: 'stretch', md: 'center' },
    textAlign: { md: 'center' },
    '& > h2': headingStyle('2xl'),
    '& > p': { color: 'fg.muted', maxW: '2xl' },
  },
  /** About: the story beside its figures (from `lg`), values in two columns, visit in three. */
  'about-story-grid': { ...gridColumns({ base: 1, lg: 2 }), gap: { base: '8', lg: '16' } },
  'about-facts': { ...gridColumns({ base: 2 }), gap: '4', alignSelf: 'start' },
  'about-values': { ...gridColumns({ base: 1, md: 2 }), gap: '6' },
  'about-visits': { ...gridColumns({ base: 1, md: 3 }), gap: '6' },
} satisfies Record<string, SystemStyleObject>;
