/**
 * The drawing's colours, as the CSS variables of Chakra's semantic tokens: they follow light
 * and dark mode, meet contrast in both (the same tokens the rest of the app is checked with), and
 * `svgMarkup` replaces them by their computed values when a chart is exported.
 */
const token = (name: string) => `var(--chakra-colors-${name})`;

export const chartColors = {
  text: token('fg'),
  mutedText: token('fg-muted'),
  line: token('fg-muted'),
  stateFill: token('bg'),
  compoundFill: token('bg-subtle'),
  labelFill: token('bg'),
  activeFill: token('brand-subtle'),
  activeLine: token('brand-solid'),
  uncovered: token('orange-fg'),
  uncoveredFill: token('orange-subtle'),
  badgeFill: token('blue-solid'),
  badgeText: token('blue-contrast'),
  focusRing: token('blue-focus-ring'),
  selected: token('fg'),
} as const;

/** Class names, prefixed: an inline SVG's `<style>` applies to the whole page. */
export const chartClass = {
  state: 'nkra-chart-state',
  focusRing: 'nkra-chart-focus-ring',
  lastEdge: 'nkra-chart-last-edge',
} as const;

/**
 * Keyboard focus shows a ring around the state; the last transition taken flows along its path
 * for a moment, or simply stays highlighted for people who ask for reduced motion.
 */
export const chartCss = `
.${chartClass.state} { cursor: pointer; outline: none; }
.${chartClass.state} .${chartClass.focusRing} { opacity: 0; }
.${chartClass.state}:focus-visible .${chartClass.focusRing} { opacity: 1; }
@keyframes nkra-chart-flow { from { stroke-dashoffset: 28; } to { stroke-dashoffset: 0; } }
.${chartClass.lastEdge} path.nkra-chart-route {
  stroke-dasharray: 9 5;
  animation: nkra-chart-flow 0.5s linear 3;
}
@media (prefers-reduced-motion: reduce) {
  .${chartClass.lastEdge} path.nkra-chart-route { stroke-dasharray: none; animation: none; }
}
`;
