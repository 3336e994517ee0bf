import { Box, Button, Grid, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { EventObject } from 'xstate';
import type { AppControl } from '@/state/app-control';
import { AcceptedEvents } from './accepted-events';
import { ChartView } from './chart-view';
import { coverageFor } from './coverage';
import { EventLog } from './event-log';
import { eventSamples } from './event-samples';
import { chartGraph } from './graph';
import { LabelledSelect } from './labelled-select';
import { JourneyPanel, journeyMarks, type JourneyTarget } from './journey-panel';
import { journeyThrough, journeyTo } from './journeys';
import { findMachines } from './machines';
import { acceptedEvents, runningActors, type RunningActor } from './running';
import { SnapshotTools } from './snapshot-tools';
import { useLiveApp } from './use-live-app';
import { useJourneyPlayer } from './use-journey-player';

const MACHINES = findMachines();

/** The active state ids as a set that stays the same object while they stay the same. */
function useActiveSet(activeKey: string): ReadonlySet<string> {
  return useMemo(() => new Set(activeKey.split(' ').filter(Boolean)), [activeKey]);
}
const APP_MACHINE = MACHINES.find((machine) => machine.id === 'app');
if (!APP_MACHINE) throw new Error('machines/ has no app machine to draw.');
const FIRST = APP_MACHINE;

/** `app/campaigns/delivery-c7` reads `Campaigns › Delivery (delivery-c7)`. */
function actorName(actor: RunningActor): string {
  const entry = MACHINES.find((machine) => machine.id === actor.machineId);
  const title = entry?.title ?? actor.machineId;
  const own =
    actor.actorId !== actor.machineId && actor.actorId !== 'app' ? ` (${actor.actorId})` : '';
  return `${'— '.repeat(actor.depth)}${title}${own}`;
}

/**
 * The statecharts view: every machine of the app drawn from its definition, the running app's
 * actors lit up, what they accept, journeys, the event log with steps back and forward, and
 * snapshots to save and load. Used by the /statecharts page and by the panel over the dashboard.
 */
export function StatechartsView({
  control,
  compact = false,
  headingLevel = 'h2',
}: {
  control: AppControl;
  /** Narrow: the panel beside the dashboard. */
  compact?: boolean;
  /** The machine's heading: h2 on the page (under its h1), h3 in the panel (under its title). */
  headingLevel?: 'h2' | 'h3';
}) {
  const { log, live } = useLiveApp(control);
  // Re-read on every event the app takes (`live.version`), and when its actor is replaced.
  const actors = runningActors(control.actor);
  // The chart shown: a running actor (by its path), or a machine that runs nowhere now. An actor
  // that stops (a dialog closed, a campaign settled) leaves its machine's chart in view.
  const [selection, setSelection] = useState<{ machineId: string; path: string | null }>({
    machineId: 'app',
    path: 'app',
  });
  const selectedActor = selection.path
    ? actors.find((actor) => actor.path === selection.path)
    : undefined;
  const machineId = selection.machineId;
  const entry = MACHINES.find((machine) => machine.id === machineId) ?? FIRST;
  const select = (value: string) => {
    if (value.startsWith('actor:')) {
      const actor = actors.find((each) => `actor:${each.path}` === value);
      if (actor) setSelection({ machineId: actor.machineId, path: actor.path });
    } else {
      setSelection({ machineId: value.replace(/^machine:/, ''), path: null });
    }
  };

  const machine = entry.machine;
  const graph = useMemo(() => chartGraph(machine), [machine]);
  const coverage = useMemo(() => coverageFor(machine), [machine]);
  const active = useActiveSet(selectedActor?.activeKey ?? '');

  const samples = useMemo(() => eventSamples(machineId), [machineId]);
  const accepted = selectedActor
    ? acceptedEvents(selectedActor.snapshot, samples?.events(selectedActor.snapshot) ?? [])
    : [];
  const send = (event: EventObject) => selectedActor?.ref.send(event);

  // A journey's target belongs to the machine it was picked in.
  const [picked, setPicked] = useState<{ machineId: string; target: JourneyTarget | null }>({
    machineId,
    target: null,
  });
  const target = picked.machineId === machineId ? picked.target : null;
  const setTarget = (next: JourneyTarget | null) => setPicked({ machineId, target: next });
  const steps = useMemo(() => {
    if (!target) return undefined;
    return target.kind === 'state'
      ? journeyTo(machine, target.id)
      : journeyThrough(machine, target.id);
  }, [target, machine]);
  const marks = useMemo(() => (steps ? journeyMarks(steps) : undefined), [steps]);
  const player = useJourneyPlayer({ control, machine: entry.machine, steps: steps ?? null });

  const children = selectedActor
    ? actors.filter(
        (actor) =>
          actor.path.startsWith(`${selectedActor.path}/`) &&
          actor.depth === selectedActor.depth + 1,
      )
    : [];
  const [stepping, setStepping] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const goTo = (index: number) => {
    setStepping(true);
    log
      .goTo(index)
      .then(
        () => setProblem(null),
        (error: unknown) =>
          setProblem(
            `That step did not restore: ${error instanceof Error ? error.message : String(error)}`,
          ),
      )
      .finally(() => setStepping(false));
  };

  const running = new Set(actors.map((actor) => actor.machineId));

  return (
    <Stack gap="4" data-statecharts-view="">
      <HStack gap="3" wrap="wrap" align="flex-end">
        <LabelledSelect
          label="Machine"
          minW="56"
          value={selectedActor ? `actor:${selectedActor.path}` : `machine:${machineId}`}
          onChange={select}
        >
          <optgroup label="Running now">
            {actors.map((actor) => (
              <option key={actor.path} value={`actor:${actor.path}`}>
                {actorName(actor)}
              </option>
            ))}
          </optgroup>
          <optgroup label="Not running now">
            {MACHINES.filter(
              (each) => !running.has(each.id) || (!selectedActor && each.id === machineId),
            ).map((each) => (
              <option key={each.id} value={`machine:${each.id}`}>
                {each.title}
              </option>
            ))}
          </optgroup>
        </LabelledSelect>
        <Text textStyle="sm" color="fg.muted" data-testid="chart-status">
          {selectedActor
            ? 'Running: its active states are lit.'
            : 'Not running now: drawn from its definition.'}{' '}
          From <code>{entry.source}</code>.
        </Text>
      </HStack>
      {children.length > 0 && (
        <Wrap gap="1.5" aria-label="Its children" as="nav">
          <Text textStyle="sm" alignSelf="center">
            Its children:
          </Text>
          {children.map((child) => (
            <Button
              key={child.path}
              size="xs"
              variant="outline"
              onClick={() => select(`actor:${child.path}`)}
            >
              {actorName({ ...child, depth: 0 })}
            </Button>
          ))}
        </Wrap>
      )}
      {selectedActor && selectedActor.depth > 0 && (
        <Box>
          <Button
            size="xs"
            variant="ghost"
            onClick={() => select(`actor:${selectedActor.path.split('/').slice(0, -1).join('/')}`)}
          >
            Up to its parent
          </Button>
        </Box>
      )}

      <Grid
        templateColumns={compact ? '1fr' : { base: '1fr', xl: 'minmax(0, 1fr) 22rem' }}
        gap="5"
        alignItems="start"
      >
        <ChartView
          key={entry.id}
          entry={entry}
          graph={graph}
          active={active}
          lastTransition={live.lastTransition.get(machineId)}
          coverage={coverage}
          journey={marks}
          headingLevel={headingLevel}
          compact={compact}
        />
        <Stack gap="5">
          {selectedActor ? (
            <AcceptedEvents events={accepted} onSend={send} />
          ) : (
            <Text textStyle="sm" color="fg.muted">
              This machine is not running now, so it accepts no events. Its journeys can still be
              read.
            </Text>
          )}
          <JourneyPanel
            graph={graph}
            target={target}
            onTarget={setTarget}
            steps={steps}
            playing={player.playing}
            onPlay={player.play}
            onStop={player.stop}
            canPlay={player.unavailable}
            notice={player.notice}
          />
          <EventLog live={live} onGoTo={goTo} busy={stepping} />
          {problem && (
            <Text role="alert" textStyle="sm" color="fg.error">
              {problem}
            </Text>
          )}
          <SnapshotTools control={control} />
        </Stack>
      </Grid>
    </Stack>
  );
}
