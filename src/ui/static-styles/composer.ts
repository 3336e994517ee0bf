import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The composer's message preview: the bubble a phone shows the message in, or its placeholder
 * while the draft is blank (`data-empty`). A plain element with a class, so the first character
 * typed, or a paste into an empty draft, resolves no style props.
 */
export const COMPOSER_STYLES = {
  'message-bubble': {
    bg: 'brand.solid',
    color: 'brand.contrast',
    px: '3',
    py: '2',
    borderRadius: '2xl',
    borderBottomLeftRadius: 'sm',
    maxW: '90%',
    maxH: '64',
    overflowY: 'auto',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontSize: 'sm',
    // Without kerning pairs or ligatures every character is a safe place to end a line: the
    // browser breaks the lines of a long message without shaping their ends again.
    fontKerning: 'none',
    fontVariantLigatures: 'none',
    '&[data-empty]': { bg: 'bg.muted', color: 'fg.muted', fontStyle: 'italic' },
  },
} satisfies Record<string, SystemStyleObject>;
