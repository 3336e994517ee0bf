import {
  Box,
  Button,
  Checkbox,
  Heading,
  HStack,
  Spinner,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { FileCode, Image } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ChartDiagram } from './chart-diagram';
import { ChartText } from './chart-text';
import type { MachineCoverage } from './coverage';
import { downloadText, svgMarkup } from './export';
import type { ChartGraph } from './graph';
import { layoutInWorker, type ChartLayout } from './layout';
import type { MachineEntry } from './machines';
import { toMermaid } from './mermaid';

type Layout = { graph: ChartGraph; layout: ChartLayout } | { graph: ChartGraph; error: string };

/** Lays the graph out in the worker; re-runs only when the machine changes. */
function useLayout(graph: ChartGraph): Layout | null {
  const [result, setResult] = useState<Layout | null>(null);
  useEffect(() => {
    let live = true;
    layoutInWorker(graph).then(
      (layout) => live && setResult({ graph, layout }),
      (error: unknown) =>
        live && setResult({ graph, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [graph]);
  return result?.graph === graph ? result : null;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '100%' : `${Math.round((part / whole) * 100)}%`;

/** What the model tests reached in this machine, in one sentence. */
function coverageSentence(coverage: MachineCoverage | undefined, graph: ChartGraph): string {
  if (!coverage) return 'No model-based test walks this machine: none of it is covered.';
  const states = graph.nodes.length - 1;
  const transitions = graph.edges.length;
  const reachedStates = states - coverage.uncoveredStates.length;
  const reachedTransitions = transitions - coverage.uncoveredTransitions.length;
  return (
    `The model-based tests (${coverage.suite}, ${coverage.paths} paths in ${coverage.runtime}) reached ` +
    `${reachedStates} of ${states} states (${percent(reachedStates, states)}) and ` +
    `${reachedTransitions} of ${transitions} transitions (${percent(reachedTransitions, transitions)}).`
  );
}

/**
 * One machine: its drawing or its text view, the coverage of the model tests coloured in, and
 * exports as SVG and Mermaid.
 */
export function ChartView({
  entry,
  graph,
  active,
  lastTransition,
  coverage,
  journey,
  headingLevel,
  compact,
}: {
  entry: MachineEntry;
  graph: ChartGraph;
  active: ReadonlySet<string>;
  lastTransition?: string;
  coverage: MachineCoverage | undefined;
  journey?: ReadonlyMap<string, number>;
  headingLevel: 'h2' | 'h3';
  compact: boolean;
}) {
  const laid = useLayout(graph);
  const svgRef = useRef<SVGSVGElement>(null);
  const [mode, setMode] = useState('diagram');
  const [showUncovered, setShowUncovered] = useState(true);
  const uncovered = useMemo(() => {
    if (!showUncovered) return undefined;
    if (!coverage) {
      return {
        states: new Set(
          graph.nodes.filter((node) => node.parentId !== null).map((node) => node.id),
        ),
        transitions: new Set(graph.edges.map((edge) => edge.id)),
      };
    }
    return {
      states: new Set(coverage.uncoveredStates),
      transitions: new Set(coverage.uncoveredTransitions),
    };
  }, [coverage, graph, showUncovered]);

  const exportSvg = () => {
    if (svgRef.current) {
      downloadText(`${entry.id}-statechart.svg`, svgMarkup(svgRef.current), 'image/svg+xml');
    }
  };
  const exportMermaid = () =>
    downloadText(`${entry.id}-statechart.mmd`, toMermaid(entry.machine), 'text/plain');

  return (
    <Stack gap="3" minW="0">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as={headingLevel} size={compact ? 'md' : 'lg'}>
          {entry.title}
        </Heading>
        <HStack gap="1.5" wrap="wrap">
          <Button
            size="xs"
            variant="outline"
            onClick={exportSvg}
            disabled={mode !== 'diagram' || !laid || 'error' in laid}
          >
            <Image aria-hidden="true" />
            Export SVG
          </Button>
          <Button size="xs" variant="outline" onClick={exportMermaid}>
            <FileCode aria-hidden="true" />
            Export Mermaid
          </Button>
        </HStack>
      </HStack>
      <Text textStyle="sm" color="fg.muted" data-testid="coverage-summary">
        {coverageSentence(coverage, graph)}
      </Text>
      <Checkbox.Root
        size="sm"
        checked={showUncovered}
        onCheckedChange={(change) => setShowUncovered(change.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Colour what no test reached</Checkbox.Label>
      </Checkbox.Root>
      <Tabs.Root value={mode} onValueChange={(change) => setMode(change.value)} lazyMount size="sm">
        <Tabs.List>
          <Tabs.Trigger value="diagram">Diagram</Tabs.Trigger>
          <Tabs.Trigger value="text">Text</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="diagram">
          {!laid ? (
            <HStack role="status" gap="2" py="8" justify="center">
              <Spinner size="sm" />
              <Text textStyle="sm">Laying out the chart…</Text>
            </HStack>
          ) : 'error' in laid ? (
            <Box role="alert" py="4">
              <Text textStyle="sm">
                The chart could not be laid out ({laid.error}). The text view has every state and
                transition.
              </Text>
            </Box>
          ) : (
            <ChartDiagram
              ref={svgRef}
              graph={graph}
              layout={laid.layout}
              title={entry.title}
              active={active}
              lastTransition={lastTransition}
              uncovered={uncovered}
              journey={journey}
              height={compact ? 'min(55vh, 480px)' : undefined}
            />
          )}
        </Tabs.Content>
        <Tabs.Content value="text">
          <ChartText graph={graph} active={active} uncovered={uncovered} journey={journey} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
