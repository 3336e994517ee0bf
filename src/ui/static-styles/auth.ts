import type { SystemStyleObject } from '@chakra-ui/react';
import { gridColumns, headingStyle, stack } from './parts';

/** The sign-in page (src/site/auth/auth-page.tsx). */
export const AUTH_STYLES = {
  /** With `page-width`: Chakra's Container at `maxW="6xl"`, with room above and below. */
  'auth-page': { maxWidth: '6xl', py: { base: '8', md: '16' } },
  /** What the demo is beside the form (side by side from `lg`). */
  'auth-grid': {
    ...gridColumns({ base: 1, lg: 2 }),
    gap: { base: '8', lg: '16' },
    alignItems: 'start',
  },
  /** The h1, "This is a demo.", the web app's link and what you can try. */
  'auth-intro': {
    ...stack('6'),
    '& > h1': {
      ...headingStyle({ base: '3xl', md: '4xl' }),
      letterSpacing: 'tight',
    },
  },
  /** "What you can try": an h2 and a check list. */
  'auth-try': { ...stack('3'), '& > h2': headingStyle('md') },
  /** The form on a raised panel: the mode switch, then the form. */
  'auth-panel': {
    ...stack('6'),
    p: { base: '5', md: '8' },
    borderRadius: 'l3',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'bg.panel',
    boxShadow: 'sm',
  },
  /**
   * "Sign In" and "Create Account" as Chakra's `Group attached`: one full-width row, the
   * buttons sharing it, their inner corners square and their borders overlapping.
   */
  'auth-modes': {
    display: 'inline-flex',
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'flex-start',
    gap: '0',
    isolation: 'isolate',
    position: 'relative',
    width: 'full',
    '& > button': { flex: '1', _focusVisible: { zIndex: 1 } },
    '& > button:first-of-type': { borderEndRadius: '0', marginEnd: '-1px' },
    '& > button:last-of-type': { borderStartRadius: '0' },
  },
  /** The form's h2, its fields, the submit button, the note under it. */
  'auth-form': {
    ...stack('5'),
    '& > h2': headingStyle('lg'),
    '& > p': { fontSize: 'sm', color: 'fg.muted', textAlign: 'center' },
  },
  /** The fields: two columns from `sm`; a `data-wide` field takes both. */
  'auth-fields': {
    ...gridColumns({ base: 1, sm: 2 }),
    gap: '5',
    '& > [data-wide]': { gridColumn: { sm: 'span 2' } },
  },
  /**
   * The password and its toggle, as Chakra's InputGroup with an end element: the toggle on
   * the input's end, the input's text kept clear of it.
   */
  'auth-password': {
    display: 'inline-flex',
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'flex-start',
    gap: 'var(--group-gap, 0.5rem)',
    isolation: 'isolate',
    position: 'relative',
    width: 'full',
    '& > input': { pe: 'calc(var(--input-height) - 0px)' },
    '& > div': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'absolute',
      zIndex: 2,
      color: 'fg.muted',
      height: 'full',
      fontSize: 'sm',
      px: '3',
      insetInlineEnd: '0',
    },
  },
  /** With `buttonClass`: Chakra's IconButton (square, no padding), pulled to the input's end. */
  'auth-password-toggle': {
    px: '0',
    py: '0',
    _icon: { fontSize: '1.2em' },
    me: '-2',
  },
} satisfies Record<string, SystemStyleObject>;
