import type { SystemStyleObject } from '@chakra-ui/react';
import {
  gridColumns,
  headingStyle,
  hstack,
  iconStyle,
  linkStyle as link,
  stack,
  underline,
} from './parts';

/** A link of the main navigation, on a pill that tints under the pointer. */
const navLink: SystemStyleObject = {
  ...link,
  fontWeight: 'medium',
  px: '3',
  py: '2',
  minH: '10',
  borderRadius: 'l2',
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
};

const footerLink: SystemStyleObject = { ...link, color: 'fg.muted', minH: '6' };

/** The site's header, footer and wordmark: on every public page, rendered once per load. */
export const LAYOUT_STYLES = {
  /** The wordmark: the speech bubble in brand green, then the name. */
  logo: {
    ...hstack('2'),
    '& > span:first-of-type': { display: 'inline-flex', color: 'brand.solid' },
    '& > span:last-of-type': { fontWeight: 'bold', fontSize: 'xl', letterSpacing: 'tight' },
  },
  /** Where every page goes: at least a screen tall, focused (not outlined) by "Skip to content". */
  'app-main': { minH: '100vh', outline: 'none' },
  /** The menu's toggle, where the links fold away (below `md`). */
  'site-menu-toggle': { display: { base: 'inline-flex', md: 'none' } },
  /** The header: sticky at the top, ruled below. */
  'site-header': {
    borderBottomWidth: '1px',
    borderColor: 'border',
    bg: 'bg',
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
  },
  /** The header's bar: the wordmark, the links from `md`, the buttons. */
  'site-header-bar': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minH: '16',
    gap: '4',
  },
  'site-nav': { ...hstack('1'), display: { base: 'none', md: 'flex' } },
  'site-header-actions': hstack('2'),
  'site-header-signup': { display: { base: 'none', md: 'block' } },
  /** The links below `md`, folded under the menu toggle; `hidden` while it is closed. */
  'site-menu': {
    display: { md: 'none' },
    pb: '4',
    '& > div': stack('1'),
    '& > div > div': { pt: '2' },
  },
  'home-link': {
    ...link,
    borderRadius: 'l2',
    _hover: { textDecoration: 'none' },
  },
  'nav-link': { ...navLink, color: 'fg', _currentPage: { color: 'brand.fg' } },
  /** "Developers": the API documentation, in a new tab. */
  'nav-link-external': { ...navLink, gap: '1', '& > svg': iconStyle('3.5') },
  /** The footer: a tinted band of link columns, then the copyright and social links. */
  'site-footer': {
    borderTopWidth: '1px',
    borderColor: 'border',
    bg: 'bg.subtle',
    mt: '16',
    '& > div': { py: '12' },
  },
  'footer-grid': { ...gridColumns({ base: 1, sm: 2, lg: 5 }), gap: '8' },
  'footer-brand': {
    ...stack('3'),
    '& > p': { color: 'fg.muted', fontSize: 'sm' },
  },
  /** A column of links: an h2 and a list. */
  'footer-column': {
    ...stack('2'),
    '& > h2': { ...headingStyle('sm'), color: 'fg' },
    '& > ul': { ...stack('1'), listStyleType: 'none', m: '0', p: '0' },
  },
  'footer-link': footerLink,
  /** The email and phone lines: an icon, then the link's text. */
  'footer-contact-link': { ...footerLink, gap: '2', '& > svg': iconStyle('1em') },
  /** A line with an icon that is not a link: the address. */
  'footer-line': {
    color: 'fg.muted',
    display: 'inline-flex',
    gap: '2',
    alignItems: 'baseline',
    '& > svg': iconStyle('1em'),
  },
  'footer-bottom': {
    ...hstack('4'),
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    mt: '10',
    pt: '6',
    borderTopWidth: '1px',
    borderColor: 'border',
    '& > p': { fontSize: 'sm', color: 'fg.muted' },
    '& > ul': { ...hstack('2'), listStyleType: 'none', m: '0', p: '0' },
  },
  'social-link': {
    ...link,
    justifyContent: 'center',
    boxSize: '10',
    borderRadius: 'full',
    color: 'fg.muted',
    _hover: { ...underline, color: 'brand.fg', bg: 'bg.muted' },
    '& > svg': iconStyle('5'),
  },
} satisfies Record<string, SystemStyleObject>;
