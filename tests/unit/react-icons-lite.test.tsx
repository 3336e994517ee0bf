import { renderToStaticMarkup } from 'react-dom/server';
import { GenIcon as original } from 'react-icons';
import { describe, expect, it } from 'vitest';
import { GenIcon as lite, type IconTree } from '@/ui/react-icons-lite';

/** Two icons in the shapes the packs use: a stroked Lucide icon and a filled Font Awesome one. */
const ICONS: IconTree[] = [
  {
    tag: 'svg',
    attr: {
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: '2',
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    },
    child: [
      { tag: 'rect', attr: { width: '20', height: '16', x: '2', y: '4', rx: '2' }, child: [] },
      { tag: 'path', attr: { d: 'm22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7' }, child: [] },
    ],
  },
  {
    tag: 'svg',
    attr: { viewBox: '0 0 512 512' },
    child: [
      { tag: 'g', attr: {}, child: [{ tag: 'path', attr: { d: 'M0 0h512v512H0z' }, child: [] }] },
    ],
  },
];

const PROPS: Record<string, unknown>[] = [
  {},
  { 'aria-hidden': true, focusable: 'false', className: 'chakra-icon css-1abc' },
  { size: 20, color: 'tomato', title: 'Mail', style: { verticalAlign: 'middle' } },
  { size: '1.5em', strokeWidth: '1.5', attr: { fill: 'red' }, id: 'icon' },
];

describe('react-icons-lite', () => {
  for (const [index, icon] of ICONS.entries()) {
    for (const props of PROPS) {
      it(`draws icon ${index + 1} like react-icons with ${JSON.stringify(props)}`, () => {
        const Original = original(icon);
        const Lite = lite(icon);
        expect(renderToStaticMarkup(<Lite {...props} />)).toBe(
          renderToStaticMarkup(<Original {...props} />),
        );
      });
    }
  }
});
