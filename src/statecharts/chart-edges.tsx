/** The transitions of a drawn statechart and their marks: routes, arrowheads, labels, initial dots. */
import { chartClass, chartColors as colors } from './chart-style';
import type { ChartEdge } from './graph';
import { LABEL_FONT_SIZE, LABEL_LINE_HEIGHT, labelLines } from './chart-metrics';
import type { Box, EdgeLayout, Point } from './layout';

export type ArrowKind = 'plain' | 'uncovered' | 'last';

export const arrowId = (prefix: string, kind: ArrowKind) => `${prefix}-arrow-${kind}`;

const arrowColour: Record<ArrowKind, string> = {
  plain: colors.line,
  uncovered: colors.uncovered,
  last: colors.activeLine,
};

/** One arrowhead per colour: `context-stroke` is not yet drawn by every browser. */
export function ArrowMarkers({ prefix }: { prefix: string }) {
  return (
    <defs>
      {(Object.keys(arrowColour) as ArrowKind[]).map((kind) => (
        <marker
          key={kind}
          id={arrowId(prefix, kind)}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" fill={arrowColour[kind]} />
        </marker>
      ))}
    </defs>
  );
}

/** A polyline with its corners rounded. */
export function roundedPath(points: readonly Point[], radius = 6): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M ${first.x} ${first.y}`;
  rest.forEach((point, index) => {
    const next = rest[index + 1];
    const previous = index === 0 ? first : (rest[index - 1] as Point);
    if (!next) {
      d += ` L ${point.x} ${point.y}`;
      return;
    }
    const inLength = Math.hypot(point.x - previous.x, point.y - previous.y);
    const outLength = Math.hypot(next.x - point.x, next.y - point.y);
    const r = Math.min(radius, inLength / 2, outLength / 2);
    const before = {
      x: point.x - ((point.x - previous.x) / (inLength || 1)) * r,
      y: point.y - ((point.y - previous.y) / (inLength || 1)) * r,
    };
    const after = {
      x: point.x + ((next.x - point.x) / (outLength || 1)) * r,
      y: point.y + ((next.y - point.y) / (outLength || 1)) * r,
    };
    d += ` L ${before.x} ${before.y} Q ${point.x} ${point.y} ${after.x} ${after.y}`;
  });
  return d;
}

interface EdgeShapeProps {
  edge: ChartEdge;
  layout: EdgeLayout;
  uncovered: boolean;
  last: boolean;
  arrowPrefix: string;
}

/** A transition: its route (one per target), an arrowhead and the `event [guard]` label. */
export function EdgeShape({ edge, layout, uncovered, last, arrowPrefix }: EdgeShapeProps) {
  const kind: ArrowKind = last ? 'last' : uncovered ? 'uncovered' : 'plain';
  const colour = arrowColour[kind];
  const label = layout.label;
  const lines = labelLines(edge);
  return (
    <g
      className={last ? chartClass.lastEdge : undefined}
      data-edge-id={edge.id}
      data-uncovered={uncovered ? 'true' : undefined}
      data-last={last ? 'true' : undefined}
    >
      {layout.routes.map((route, index) => (
        <path
          key={index}
          className="nkra-chart-route"
          d={roundedPath(route)}
          fill="none"
          stroke={colour}
          strokeWidth={last ? 2.5 : 1.25}
          strokeDasharray={uncovered && !last ? '4 3' : undefined}
          markerEnd={`url(#${arrowId(arrowPrefix, kind)})`}
        />
      ))}
      {label && (
        <g>
          {/* The pointer resting on a label shows what the transition does; the text view lists it for the keyboard. */}
          <title>{edge.description ? `${edge.label}: ${edge.description}` : edge.label}</title>
          <rect
            x={label.x}
            y={label.y}
            width={label.width}
            height={label.height}
            rx={3}
            fill={colors.labelFill}
            fillOpacity={0.92}
          />
          <text
            x={label.x + label.width / 2}
            y={label.y}
            textAnchor="middle"
            fontSize={LABEL_FONT_SIZE}
            fill={uncovered ? colors.uncovered : colors.mutedText}
          >
            {lines.map((line, index) => (
              <tspan
                key={index}
                x={label.x + label.width / 2}
                dy={index === 0 ? LABEL_FONT_SIZE : LABEL_LINE_HEIGHT}
                fontStyle={index > 0 ? 'italic' : undefined}
                fontWeight={last && index === 0 ? 600 : undefined}
              >
                {line}
              </tspan>
            ))}
          </text>
        </g>
      )}
    </g>
  );
}

/** The filled dot and arrow that point at an initial state. */
export function InitialMark({
  dot,
  points,
  arrowPrefix,
}: {
  dot: Box;
  points: Point[];
  arrowPrefix: string;
}) {
  return (
    <g aria-hidden="true">
      <circle
        cx={dot.x + dot.width / 2}
        cy={dot.y + dot.height / 2}
        r={dot.width / 2}
        fill={colors.text}
      />
      <path
        d={roundedPath(points)}
        fill="none"
        stroke={colors.line}
        strokeWidth={1.25}
        markerEnd={`url(#${arrowId(arrowPrefix, 'plain')})`}
      />
    </g>
  );
}

/** Where a state's own transitions start when they apply in any of its child states. */
export function AnyStateMark({ box }: { box: Box }) {
  return (
    <g aria-hidden="true">
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={box.height / 2}
        fill={colors.stateFill}
        stroke={colors.line}
        strokeDasharray="3 2"
      />
      <text
        x={box.x + box.width / 2}
        y={box.y + box.height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={10}
        fontStyle="italic"
        fill={colors.mutedText}
      >
        any
      </text>
    </g>
  );
}
