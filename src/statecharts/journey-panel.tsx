import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Play, Square } from 'lucide-react';
import { useId, useMemo } from 'react';
import type { ChartEdge, ChartGraph } from './graph';
import type { JourneyStep } from './journeys';
import { LabelledSelect } from './labelled-select';

export type JourneyTarget = { kind: 'state' | 'transition'; id: string };

export const targetValue = (target: JourneyTarget | null) =>
  target ? `${target.kind}:${target.id}` : '';

export function parseTarget(value: string): JourneyTarget | null {
  const at = value.indexOf(':');
  if (at < 0) return null;
  const kind = value.slice(0, at);
  if (kind !== 'state' && kind !== 'transition') return null;
  return { kind, id: value.slice(at + 1) };
}

/** `ready: composer.schedule [else]: Campaign Scheduled! It waits in Campaigns…`. */
function transitionOption(graph: ChartGraph, edge: ChartEdge): string {
  const where = edge.source.split('.').slice(1).join(' › ') || graph.machineId;
  const about = edge.description
    ? `: ${edge.description.length > 60 ? `${edge.description.slice(0, 59)}…` : edge.description}`
    : '';
  return `${where}: ${edge.label}${about}`;
}

/** State id -> the number of the step that first enters it, for the drawing's badges. */
export function journeyMarks(steps: readonly JourneyStep[]): Map<string, number> {
  const marks = new Map<string, number>();
  let before = new Set<string>();
  steps.forEach((step, index) => {
    for (const id of step.stateIds) if (!before.has(id) && !marks.has(id)) marks.set(id, index + 1);
    before = new Set(step.stateIds);
  });
  return marks;
}

/**
 * Journeys: pick a state (or a transition, such as a campaign scheduled) and read the shortest
 * way there from where the machine starts, as numbered steps; Play sends them to the running app
 * one by one.
 */
export function JourneyPanel({
  graph,
  target,
  onTarget,
  steps,
  playing,
  onPlay,
  onStop,
  canPlay,
  notice,
}: {
  graph: ChartGraph;
  target: JourneyTarget | null;
  onTarget: (target: JourneyTarget | null) => void;
  /** The journey to the target; null when the samples do not reach it, undefined before a pick. */
  steps: JourneyStep[] | null | undefined;
  /** The step being played (0-based), or null. */
  playing: number | null;
  onPlay: () => void;
  onStop: () => void;
  /** Why Play is unavailable, or null when it is. */
  canPlay: string | null;
  notice: string | null;
}) {
  const headingId = useId();
  const states = useMemo(() => graph.nodes.filter((node) => node.parentId !== null), [graph]);
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" id={headingId} size="sm" mb="2">
        Journey
      </Heading>
      <Stack gap="2">
        <LabelledSelect
          label="Shortest way to"
          value={targetValue(target)}
          onChange={(value) => onTarget(parseTarget(value))}
        >
          <option value="">Choose a state or a transition…</option>
          <optgroup label="States">
            {states.map((node) => (
              <option key={node.id} value={`state:${node.id}`}>
                {node.id.split('.').slice(1).join(' › ')}
              </option>
            ))}
          </optgroup>
          <optgroup label="Transitions">
            {graph.edges.map((edge) => (
              <option key={edge.id} value={`transition:${edge.id}`}>
                {transitionOption(graph, edge)}
              </option>
            ))}
          </optgroup>
        </LabelledSelect>
        {steps === null && (
          <Text textStyle="sm" color="fg.muted" role="status">
            No journey reaches it with the sample events.
          </Text>
        )}
        {steps && steps.length === 0 && (
          <Text textStyle="sm" color="fg.muted" role="status">
            The machine starts there: no step needed.
          </Text>
        )}
        {steps && steps.length > 0 && (
          <>
            <Box as="ol" aria-label="Steps" ps="5" textStyle="sm" data-journey-steps="">
              {steps.map((step, index) => (
                <Box
                  as="li"
                  key={index}
                  fontWeight={playing === index ? 'semibold' : undefined}
                  aria-current={playing === index ? 'step' : undefined}
                >
                  {step.label}
                </Box>
              ))}
            </Box>
            <HStack>
              {playing === null ? (
                <Button size="sm" onClick={onPlay} disabled={canPlay !== null}>
                  <Play aria-hidden="true" />
                  Play against the app
                </Button>
              ) : (
                <Button size="sm" variant="outline" onClick={onStop}>
                  <Square aria-hidden="true" />
                  Stop
                </Button>
              )}
            </HStack>
            {canPlay && (
              <Text textStyle="xs" color="fg.muted">
                {canPlay}
              </Text>
            )}
          </>
        )}
        <Text textStyle="sm" role="status" aria-live="polite">
          {notice ?? ''}
        </Text>
      </Stack>
    </Box>
  );
}
