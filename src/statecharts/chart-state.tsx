/** A state of a drawn statechart: a focusable SVG box with its name, marks and badges. */
import type { KeyboardEvent, MouseEvent } from 'react';
import { chartClass, chartColors as colors } from './chart-style';
import type { ChartNode } from './graph';
import { STATE_FONT_SIZE, stateTitle, TITLE_HEIGHT } from './chart-metrics';
import type { Box } from './layout';

export interface StateStatus {
  active: boolean;
  uncovered: boolean;
  selected: boolean;
  /** The step of a journey that reaches this state, if any. */
  step?: number;
  /** A region of a parallel state: drawn dashed. */
  region: boolean;
}

/** What else a state is, in words: `parallel`, `initial`, `active`, `journey step 2`. */
export function statusWords(node: ChartNode, status: StateStatus): string[] {
  const words: string[] = [];
  if (node.kind === 'parallel') words.push('parallel');
  if (node.kind === 'final') words.push('final');
  if (node.kind === 'history') words.push(node.history === 'deep' ? 'deep history' : 'history');
  if (status.region) words.push('parallel region');
  if (node.isInitial) words.push('initial');
  if (status.active) words.push('active');
  if (status.uncovered) words.push('not reached by any test');
  if (status.step !== undefined) words.push(`journey step ${status.step}`);
  return words;
}

/** What a screen reader says for a state: `state compose, initial, active`. */
export function stateLabel(node: ChartNode, status: StateStatus, isRoot: boolean): string {
  const name = isRoot ? `machine ${node.key}` : `state ${stateTitle(node)}`;
  return [name, ...statusWords(node, status)].join(', ');
}

interface StateShapeProps {
  node: ChartNode;
  box: Box;
  status: StateStatus;
  isRoot: boolean;
  onActivate: (id: string) => void;
  onShow: (id: string | null, viaFocus: boolean) => void;
}

/** A state: a rounded box (with its name on top when it has children), focusable. */
export function StateShape({ node, box, status, isRoot, onActivate, onShow }: StateShapeProps) {
  const { x, y, width, height } = box;
  const compound = node.childIds.length > 0;
  const stroke = status.uncovered
    ? colors.uncovered
    : status.active
      ? colors.activeLine
      : colors.line;
  // A state with children shows its state by its border: its children show the rest.
  const fill = compound
    ? colors.compoundFill
    : status.active
      ? colors.activeFill
      : status.uncovered
        ? colors.uncoveredFill
        : colors.stateFill;
  const dash = status.uncovered ? '3 3' : status.region ? '7 4' : undefined;
  const strokeWidth = status.active ? 2.5 : compound ? 1.25 : 1.5;
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onActivate(node.id);
  };
  const history = node.kind === 'history';
  return (
    <g
      className={chartClass.state}
      role="button"
      tabIndex={0}
      aria-label={stateLabel(node, status, isRoot)}
      aria-pressed={status.selected}
      data-state-id={node.id}
      data-kind={node.kind}
      data-active={status.active ? 'true' : undefined}
      data-uncovered={status.uncovered ? 'true' : undefined}
      data-journey-step={status.step}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        onActivate(node.id);
      }}
      onKeyDown={onKeyDown}
      onFocus={() => onShow(node.id, true)}
      onBlur={() => onShow(null, true)}
      onPointerEnter={() => onShow(node.id, false)}
      onPointerLeave={() => onShow(null, false)}
    >
      {node.description && <desc>{node.description}</desc>}
      <rect
        className={chartClass.focusRing}
        data-focus-ring
        x={x - 4}
        y={y - 4}
        width={width + 8}
        height={height + 8}
        rx={history ? (width + 8) / 2 : 12}
        fill="none"
        stroke={colors.focusRing}
        strokeWidth={3}
      />
      {status.selected && (
        <rect
          x={x - 2}
          y={y - 2}
          width={width + 4}
          height={height + 4}
          rx={history ? (width + 4) / 2 : 10}
          fill="none"
          stroke={colors.selected}
          strokeWidth={2}
        />
      )}
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={history ? width / 2 : compound ? 10 : 8}
        fill={fill}
        stroke={stroke}
        strokeWidth={strokeWidth}
        strokeDasharray={dash}
      />
      {node.kind === 'final' && (
        <rect
          x={x + 3.5}
          y={y + 3.5}
          width={width - 7}
          height={height - 7}
          rx={5}
          fill="none"
          stroke={stroke}
          strokeWidth={1.25}
        />
      )}
      <text
        x={compound ? x + 12 : x + width / 2}
        y={compound ? y + TITLE_HEIGHT / 2 + 5 : y + height / 2}
        dominantBaseline={compound ? 'auto' : 'central'}
        textAnchor={compound ? 'start' : 'middle'}
        fontSize={STATE_FONT_SIZE}
        fontWeight={compound ? 600 : 500}
        fill={colors.text}
      >
        {stateTitle(node)}
        {node.kind === 'parallel' && (
          <tspan fill={colors.mutedText} fontWeight={400} fontStyle="italic">
            {' '}
            (parallel)
          </tspan>
        )}
      </text>
      {node.description && (
        <g aria-hidden="true">
          <circle cx={x + width - 9} cy={y + 9} r={5.5} fill={colors.mutedText} />
          <text
            x={x + width - 9}
            y={y + 9}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={8}
            fontWeight={700}
            fill={colors.stateFill}
          >
            i
          </text>
        </g>
      )}
      {status.step !== undefined && (
        <g aria-hidden="true">
          <circle cx={x} cy={y} r={10} fill={colors.badgeFill} />
          <text
            x={x}
            y={y}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={11}
            fontWeight={700}
            fill={colors.badgeText}
          >
            {status.step}
          </text>
        </g>
      )}
    </g>
  );
}
