import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system';

/**
 * Where Chakra's components render: the dashboard, the statecharts, the toasts. Each of these
 * views is loaded on demand and wraps itself in this provider, so Chakra and its system come with
 * the first of them. The public pages render no Chakra component: their static parts are styled
 * by the stylesheet in the page's HTML (src/ui/static-styles), which also carries the reset,
 * global styles and tokens that Chakra's components need (the provider adds only the tokens and
 * keyframes again, src/ui/system.ts).
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
