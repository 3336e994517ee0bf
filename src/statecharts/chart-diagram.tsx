/**
 * A statechart drawn in SVG from its graph and layout: nested boxes for nested and parallel
 * states, transitions as labelled arrows, and the running app's state laid over it (active
 * states, the last transition, what no test reached, a journey's steps). Every state is a
 * focusable button whose description shows on hover and on focus; the canvas pans and zooms
 * with the pointer, the keyboard and the buttons above it.
 */
import { Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { Scan, ZoomIn, ZoomOut } from 'lucide-react';
import { type Ref, useId, useMemo, useRef, useState } from 'react';
import { ChartCaption } from './chart-caption';
import { AnyStateMark, ArrowMarkers, EdgeShape, InitialMark } from './chart-edges';
import { ChartLegend } from './chart-legend';
import { StateShape, type StateStatus } from './chart-state';
import { chartColors, chartCss } from './chart-style';
import type { ChartGraph } from './graph';
import type { ChartLayout } from './layout';
import { usePanZoom } from './use-pan-zoom';

export interface ChartCoverageMarks {
  /** State ids no test path reached. */
  states: ReadonlySet<string>;
  /** Edge ids (transition keys) no test path took. */
  transitions: ReadonlySet<string>;
}

export interface ChartDiagramProps {
  graph: ChartGraph;
  layout: ChartLayout;
  /** The accessible name of the canvas; the machine id when left out. */
  title?: string;
  /** State ids to highlight as active. */
  active?: ReadonlySet<string>;
  /** The edge id of the transition just taken: highlighted, and animated briefly. */
  lastTransition?: string;
  uncovered?: ChartCoverageMarks;
  /** State id -> step number, for the states a journey passes through. */
  journey?: ReadonlyMap<string, number>;
  onSelectState?: (id: string) => void;
  /** The selected state's id. */
  selected?: string;
  /** The canvas height (any CSS length); the chart fits into it. */
  height?: string;
  /** The `<svg>` element, for export (`svgMarkup`). */
  ref?: Ref<SVGSVGElement>;
}

const NO_IDS: ReadonlySet<string> = new Set();

export function ChartDiagram({
  graph,
  layout,
  title,
  active = NO_IDS,
  lastTransition,
  uncovered,
  journey,
  onSelectState,
  selected,
  height = 'min(70vh, 640px)',
  ref,
}: ChartDiagramProps) {
  const prefix = `chart-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const hintId = `${prefix}-hint`;
  const viewportRef = useRef<HTMLDivElement>(null);
  const content = useMemo(
    () => ({ width: layout.width, height: layout.height }),
    [layout.width, layout.height],
  );
  const { view, fit, zoomBy, reveal, wasDrag, viewportProps } = usePanZoom(viewportRef, content);
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const name = title ?? graph.machineId;
  const uncoveredStates = uncovered?.states ?? NO_IDS;
  const uncoveredEdges = uncovered?.transitions ?? NO_IDS;
  const regionParents = useMemo(
    () => new Set(graph.nodes.filter((node) => node.kind === 'parallel').map((node) => node.id)),
    [graph],
  );

  const statusOf = (id: string, parentId: string | null): StateStatus => ({
    active: active.has(id),
    uncovered: uncoveredStates.has(id),
    selected: selected === id,
    region: parentId !== null && regionParents.has(parentId),
    ...(journey?.has(id) ? { step: journey.get(id) } : {}),
  });

  const onShow = (id: string | null, viaFocus: boolean) => {
    if (viaFocus) {
      setFocused(id);
      const box = id ? layout.nodes.get(id) : undefined;
      if (box) reveal(box);
    } else {
      setHovered(id);
    }
  };
  const onActivate = (id: string) => {
    if (wasDrag()) return;
    onSelectState?.(id);
  };

  const shownId = hovered ?? focused;
  const shownNode = shownId ? graph.nodes.find((node) => node.id === shownId) : undefined;
  const shownBox = shownId ? layout.nodes.get(shownId) : undefined;

  return (
    <Box>
      <HStack justify="space-between" gap="2" mb="2" wrap="wrap">
        <HStack gap="1">
          <IconButton size="sm" variant="outline" aria-label="Zoom out" onClick={() => zoomBy(0.8)}>
            <ZoomOut />
          </IconButton>
          <IconButton size="sm" variant="outline" aria-label="Zoom in" onClick={() => zoomBy(1.25)}>
            <ZoomIn />
          </IconButton>
          <IconButton size="sm" variant="outline" aria-label="Fit the chart" onClick={fit}>
            <Scan />
          </IconButton>
          <Text textStyle="xs" color="fg.muted" minW="10" textAlign="end" aria-hidden="true">
            {Math.round(view.k * 100)}%
          </Text>
        </HStack>
        <Text id={hintId} textStyle="xs" color="fg.muted">
          Drag or use the arrow keys to move, + and − to zoom, 0 to fit.
        </Text>
      </HStack>
      <ChartLegend
        active={active.size > 0}
        uncovered={uncoveredStates.size + uncoveredEdges.size > 0}
        journey={Boolean(journey?.size)}
        lastTransition={lastTransition !== undefined}
      />
      <Box
        ref={viewportRef}
        role="group"
        aria-label={`${name} statechart`}
        aria-describedby={hintId}
        tabIndex={0}
        position="relative"
        overflow="hidden"
        height={height}
        borderWidth="1px"
        borderColor="border"
        rounded="l2"
        bg="bg"
        cursor="grab"
        touchAction="none"
        userSelect="none"
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'blue.focusRing',
          outlineOffset: '2px',
        }}
        data-machine-id={graph.machineId}
        {...viewportProps}
      >
        <svg
          ref={ref}
          width="100%"
          height="100%"
          role="presentation"
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
          style={{ display: 'block', color: chartColors.text }}
          data-chart-width={layout.width}
          data-chart-height={layout.height}
        >
          <style>{chartCss}</style>
          <ArrowMarkers prefix={prefix} />
          <g data-chart-view transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
            {graph.nodes.map((node) => {
              const box = layout.nodes.get(node.id);
              return box ? (
                <StateShape
                  key={node.id}
                  node={node}
                  box={box}
                  status={statusOf(node.id, node.parentId)}
                  isRoot={node.parentId === null}
                  onActivate={onActivate}
                  onShow={onShow}
                />
              ) : null;
            })}
            <g pointerEvents="none">
              {[...layout.anyStates].map(([id, box]) => (
                <AnyStateMark key={id} box={box} />
              ))}
              {[...layout.initials].map(([id, mark]) => (
                <InitialMark key={id} dot={mark.dot} points={mark.points} arrowPrefix={prefix} />
              ))}
              <g aria-hidden="true">
                {graph.edges.map((edge) => {
                  const placed = layout.edges.get(edge.id);
                  const last = edge.id === lastTransition;
                  return placed ? (
                    <EdgeShape
                      // A new key restarts the animation each time the transition is taken.
                      key={last ? `${edge.id}\u0000last` : edge.id}
                      edge={edge}
                      layout={placed}
                      uncovered={uncoveredEdges.has(edge.id)}
                      last={last}
                      arrowPrefix={prefix}
                    />
                  ) : null;
                })}
              </g>
            </g>
          </g>
        </svg>
        {shownNode && shownBox && (
          <ChartCaption
            node={shownNode}
            status={statusOf(shownNode.id, shownNode.parentId)}
            anchor={{
              x: shownBox.x * view.k + view.x,
              y: (shownBox.y + shownBox.height) * view.k + view.y,
            }}
          />
        )}
      </Box>
    </Box>
  );
}
