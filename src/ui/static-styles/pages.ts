import type { SystemStyleObject } from '@chakra-ui/react';
import { headingStyle, iconStyle } from './parts';

/** Blocks of one page each: solutions, about, contact, and the legal documents. */
export const PAGE_STYLES = {
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
  /** The contact page's phone, email, address and hours, each after its icon. */
  'contact-lines': {
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    listStyleType: 'none',
    m: '0',
    p: '0',
    '& > li': { display: 'flex', gap: '3', alignItems: 'flex-start' },
    '& > li > svg': { ...iconStyle('1em'), mt: '1', color: 'brand.fg' },
  },
} satisfies Record<string, SystemStyleObject>;
