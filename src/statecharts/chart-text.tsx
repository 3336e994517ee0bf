/**
 * A statechart as text: its states as a nested list (initial, final, parallel, active, not
 * reached by tests, with their descriptions) and under each state the transitions it defines,
 * read as sentences ("on campaigns.compose [isTab(compose)] go to dashboard.tab.compose"). For
 * screen readers and keyboard users, and for anyone who prefers reading to looking.
 */
import { Badge, Box, Button, Text } from '@chakra-ui/react';
import type { ChartCoverageMarks } from './chart-diagram';
import { type ChartEdge, type ChartGraph, type ChartNode, nodesById } from './graph';

export interface ChartTextProps {
  graph: ChartGraph;
  /** State ids to mark active. */
  active?: ReadonlySet<string>;
  uncovered?: ChartCoverageMarks;
  /** State id -> step number of a journey. */
  journey?: ReadonlyMap<string, number>;
  /** When given, each state's name is a button that selects it. */
  onSelectState?: (id: string) => void;
  selected?: string;
}

const NO_IDS: ReadonlySet<string> = new Set();

/** A state id as the text reads it: without the machine's name in front. */
export function shortStateId(graph: ChartGraph, id: string): string {
  const prefix = `${graph.rootId}.`;
  return id.startsWith(prefix) ? id.slice(prefix.length) : id;
}

/** "on go [ready] go to busy", "after 500 ms go to quiet", "on tick stay". */
export function transitionSentence(graph: ChartGraph, edge: ChartEdge): string {
  const when = edge.eventType === '' || edge.delay !== undefined ? edge.event : `on ${edge.event}`;
  const guard = edge.guard === undefined ? '' : ` [${edge.guard}]`;
  const where = edge.targets.length
    ? `go to ${edge.targets.map((id) => shortStateId(graph, id)).join(' and ')}`
    : 'stay';
  return `${when}${guard} ${where}`;
}

interface Marks {
  active: ReadonlySet<string>;
  uncoveredStates: ReadonlySet<string>;
  uncoveredEdges: ReadonlySet<string>;
  journey: ReadonlyMap<string, number> | undefined;
  onSelectState: ((id: string) => void) | undefined;
  selected: string | undefined;
}

function StateItem({
  graph,
  node,
  nodes,
  edges,
  marks,
}: {
  graph: ChartGraph;
  node: ChartNode;
  nodes: ReadonlyMap<string, ChartNode>;
  edges: ReadonlyMap<string, ChartEdge[]>;
  marks: Marks;
}) {
  const active = marks.active.has(node.id);
  const uncovered = marks.uncoveredStates.has(node.id);
  const step = marks.journey?.get(node.id);
  const region = nodes.get(node.parentId ?? '')?.kind === 'parallel';
  const name = node.parentId === null ? `machine ${node.key}` : node.key;
  const outgoing = edges.get(node.id) ?? [];
  const children = node.childIds.flatMap((id) => nodes.get(id) ?? []);
  return (
    <Box
      as="li"
      data-state-id={node.id}
      data-active={active ? 'true' : undefined}
      data-uncovered={uncovered ? 'true' : undefined}
      data-journey-step={step}
      mt="1.5"
    >
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="1.5">
        {marks.onSelectState ? (
          <Button
            size="xs"
            variant={marks.selected === node.id ? 'subtle' : 'ghost'}
            aria-pressed={marks.selected === node.id}
            onClick={() => marks.onSelectState?.(node.id)}
            fontWeight="semibold"
            px="1.5"
          >
            {name}
          </Button>
        ) : (
          <Text as="span" fontWeight="semibold">
            {name}
          </Text>
        )}
        {node.isInitial && <Badge variant="outline">initial</Badge>}
        {node.kind === 'parallel' && <Badge variant="outline">parallel</Badge>}
        {region && <Badge variant="outline">parallel region</Badge>}
        {node.kind === 'final' && <Badge variant="outline">final</Badge>}
        {node.kind === 'history' && (
          <Badge variant="outline">{node.history === 'deep' ? 'deep history' : 'history'}</Badge>
        )}
        {active && (
          <Badge colorPalette="brand" variant="solid">
            active
          </Badge>
        )}
        {uncovered && (
          <Badge colorPalette="orange" variant="subtle">
            not reached by any test
          </Badge>
        )}
        {step !== undefined && (
          <Badge colorPalette="blue" variant="solid">
            journey step {step}
          </Badge>
        )}
      </Box>
      {node.description && (
        <Text textStyle="sm" color="fg.muted" ms="1.5">
          {node.description}
        </Text>
      )}
      {outgoing.length > 0 && (
        <Box as="ul" aria-label={`Transitions from ${node.key}`} ms="1.5" mt="0.5">
          {outgoing.map((edge) => {
            const untested = marks.uncoveredEdges.has(edge.id);
            return (
              <Box
                as="li"
                key={edge.id}
                data-edge-id={edge.id}
                data-uncovered={untested ? 'true' : undefined}
                textStyle="sm"
                listStyleType="'→ '"
                ms="4"
              >
                {transitionSentence(graph, edge)}
                {untested && (
                  <Badge colorPalette="orange" variant="subtle" ms="1.5">
                    not taken by any test
                  </Badge>
                )}
                {edge.description && (
                  <Text as="span" color="fg.muted">
                    {' '}
                    ({edge.description})
                  </Text>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {children.length > 0 && (
        <Box as="ul" aria-label={`States of ${node.key}`} ps="4" borderStartWidth="1px" ms="1.5">
          {children.map((child) => (
            <StateItem
              key={child.id}
              graph={graph}
              node={child}
              nodes={nodes}
              edges={edges}
              marks={marks}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

export function ChartText({
  graph,
  active = NO_IDS,
  uncovered,
  journey,
  onSelectState,
  selected,
}: ChartTextProps) {
  const nodes = nodesById(graph);
  const edges = new Map<string, ChartEdge[]>();
  for (const edge of graph.edges) edges.set(edge.source, [...(edges.get(edge.source) ?? []), edge]);
  const root = nodes.get(graph.rootId);
  const marks: Marks = {
    active,
    uncoveredStates: uncovered?.states ?? NO_IDS,
    uncoveredEdges: uncovered?.transitions ?? NO_IDS,
    journey,
    onSelectState,
    selected,
  };
  if (!root) return null;
  return (
    <Box as="ul" aria-label={`States and transitions of ${graph.machineId}`} listStyleType="none">
      <StateItem graph={graph} node={root} nodes={nodes} edges={edges} marks={marks} />
    </Box>
  );
}
