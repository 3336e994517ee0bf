import { createElement, type CSSProperties, type ReactNode } from 'react';

/** An icon as react-icons ships it: an SVG element tree. */
export interface IconTree {
  tag: string;
  attr: Record<string, string>;
  child: IconTree[];
}

interface IconProps {
  attr?: Record<string, string>;
  size?: string | number;
  title?: string;
  color?: string;
  className?: string;
  style?: CSSProperties;
  [prop: string]: unknown;
}

const elements = (nodes: IconTree[]): ReactNode[] =>
  nodes.map((node, index) =>
    createElement(node.tag, { key: index, ...node.attr }, ...elements(node.child)),
  );

/**
 * react-icons' `GenIcon` without its React context (IconContext, which this app never provides):
 * the same <svg> for the same props, in a fraction of the code (the icon packs import it through
 * vite.config.ts). tests/unit/react-icons-lite.test.tsx compares the markup with react-icons' own.
 */
export function GenIcon(data: IconTree) {
  return function Icon(props: IconProps) {
    const { attr, size, title, ...svgProps } = { attr: { ...data.attr }, ...props };
    const computedSize = size || '1em';
    return createElement(
      'svg',
      {
        stroke: 'currentColor',
        fill: 'currentColor',
        strokeWidth: '0',
        ...attr,
        ...svgProps,
        className: props.className,
        style: { color: props.color, ...props.style },
        height: computedSize,
        width: computedSize,
        xmlns: 'http://www.w3.org/2000/svg',
      },
      title && createElement('title', null, title),
      elements(data.child),
    );
  };
}
