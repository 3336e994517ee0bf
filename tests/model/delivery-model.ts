/**
 * The delivery machine's test model (a campaign sent this visit, in its details dialog), used by
 * the jsdom suite (`delivery.model.test.tsx`): the plan the machine is walked with, sample events,
 * what a person can do, the key the traversal tells states apart by, the summary the paths are
 * chosen over, the paths, what a person does and what a person sees.
 *
 * The machine is walked alone, from the plan the app makes for the first campaign sent in the
 * visit (`DELIVERY_INPUT`): the VIP Customers group (145 recipients) from the default sender,
 * seeded with the campaign's id, the first id free after the demo's campaign history. Its clock
 * is silent and it tells no parent anything: time passing is `clock.tick`, which the model sends
 * one tick at a time, as the clock does (`createTestModel` refuses `after`).
 *
 * The traversal tells states apart by what decides what comes next (`traversalKey`): the state,
 * the tick, whether Stop came before any message went out, and the report's filter, search and
 * page. The paths are chosen over a coarser summary, what a person tells apart
 * (`deliverySummary`): sending, stopping or finished (after a stop or not); no message with an
 * outcome yet, some, or all; the report showing every message, filtered, or nothing; its first
 * page or a later one. `DELIVERY_PATHS` are few and long: each goes on from where it is to the
 * nearest step that covers something no path has covered yet (a summary, a transition, a sample,
 * an outcome), so one visit walks many summaries; each path costs a render of the app.
 *
 * The tick stays in the key: the traversal explores one snapshot per key, so a key that put
 * ticks in buckets (no outcome yet, some, all) would stop at the first tick of each bucket and
 * never reach the end. This plan (seed 11) settles at tick 9: no message expires, so none waits
 * the 28 ticks of a phone off for 48 hours. A stop before the first tick leaves every message
 * unsent and finishes at once (`stopping` is passed through in the same step).
 *
 * Every transition is walked: `UNWALKED_TRANSITIONS` is empty. The status guard's refusal is no
 * transition, and a person cannot cause it (the select offers only the filters there are).
 */
import { fromCallback, initialTransition, transition, type EventObject } from 'xstate';
import { createTestModel, type TestPath } from 'xstate/graph';
import {
  deliveryMachine,
  type DeliveryEvent,
  type DeliverySnapshot,
} from '@machines/delivery.machine';
import type { ClockInput } from '@machines/clock';
import { recipientsOf } from '@/domain/audience';
import { nextCampaignIdOf, orderName, statusLabel } from '@/domain/campaigns';
import { sampleCampaigns } from '@/domain/sample-campaigns';
import { creditsValue, formatCredits } from '@/domain/credits';
import { SAMPLE_ACCOUNT } from '@/domain/account';
import { formatPercent } from '@/domain/dashboard-stats';
import {
  chargedCredits,
  deliveryProgress,
  liveDeliveryRate,
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUSES,
  planDelivery,
  progressPercent,
  type DeliveryProgress,
  type MessageStatus,
} from '@/domain/delivery';
import {
  REPORT_FILTERS,
  reportPage,
  reportRows,
  type ReportStatusFilter,
} from '@/domain/delivery-report';
import { groupById } from '@/domain/groups';
import { formatNumber } from '@/domain/numbers';
import { sharedMergeValues } from '@/domain/personalise';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import { wallClock } from '@/domain/schedule';
import { senderIdByName } from '@/domain/sender-ids';
import { DEFAULT_SETTINGS } from '@/domain/settings';
import {
  coverageOf,
  eventsOf,
  pathsFromEvents,
  summaryTargets,
  targetCounts,
  transitionKey,
  type Coverage,
  type PathPlan,
  type TargetCounts,
} from './coverage';

export type DeliveryPath = TestPath<DeliverySnapshot, DeliveryEvent>;

/* ---------- the campaign the machine is walked with ---------- */

/** Noon in Accra on 26 November 2026 (outside quiet hours): the page's clock, pinned by the runner. */
export const NOW = Date.UTC(2026, 10, 26, 12, 0);

/** The account as the demo opens it: zone UTC, the default sender KumasiPharm. */
const ACCOUNT = DEFAULT_SETTINGS;

/** The group the person sends to, and the message, typed in the composer. */
export const GROUP = 'vip' as const;
export const MESSAGE =
  'Thank you for being one of our VIP customers. Show this SMS at any KumasiPharm branch this week for 10% off.';

/** The first campaign sent in the visit takes the first id free after the demo's history. */
export const CAMPAIGN_ID = nextCampaignIdOf(sampleCampaigns(new Date(NOW)), []);

/** Who it goes to: the group's contacts who have not opted out. */
export const RECIPIENTS = recipientsOf(SAMPLE_CONTACTS, GROUP);

/** Its name in Campaigns: the composer's name field is left empty, so the group and the day. */
export const CAMPAIGN_NAME = orderName(
  { name: '' },
  groupById(GROUP).name,
  wallClock(NOW, ACCOUNT.timezone).date,
);

/** The plan the campaigns actor makes when Send Now reaches it at `NOW`: seeded with the id. */
export const DELIVERY_INPUT = {
  campaignId: CAMPAIGN_ID,
  messages: planDelivery({
    seed: CAMPAIGN_ID,
    message: MESSAGE,
    contacts: RECIPIENTS,
    sender: senderIdByName(ACCOUNT.senderIds, ACCOUNT.defaultSender),
    shared: sharedMergeValues(ACCOUNT.company, wallClock(NOW, ACCOUNT.timezone)),
  }),
};

/** GHS per SMS on the demo account's plan: what a report row and the credits line cost. */
export const RATE_PER_SMS = SAMPLE_ACCOUNT.plan.ratePerSms;

/* ---------- sample events ---------- */

/** A tick of the clock: 250 ms of compressed time. The machine reads nothing from `now`. */
export const TICK: DeliveryEvent = { type: 'clock.tick', now: NOW };

/** A first name a few recipients share: the search sample. */
export const SEARCH = (RECIPIENTS[0]?.name ?? '').split(' ')[0] ?? '';

/**
 * Every event a person causes, in the order the traversal tries them: Next and Previous between
 * pages 1 and 2, the report's status filter (delivered only; not delivered, empty at first; back
 * to all), its search (a first name, then cleared), time passing, and Stop sending.
 */
export const DELIVERY_EVENTS: DeliveryEvent[] = [
  { type: 'delivery.report.page.change', page: 2 },
  { type: 'delivery.report.page.change', page: 1 },
  { type: 'delivery.report.status.change', status: 'delivered' },
  { type: 'delivery.report.status.change', status: 'notDelivered' },
  { type: 'delivery.report.status.change', status: 'all' },
  { type: 'delivery.report.search.change', value: SEARCH },
  { type: 'delivery.report.search.change', value: '' },
  TICK,
  { type: 'delivery.stop' },
];

/* ---------- what a person sees computed, by the domain's functions ---------- */

export const progressOf = (snapshot: DeliverySnapshot): DeliveryProgress =>
  deliveryProgress(snapshot.context.messages, snapshot.context.tick, snapshot.context.stoppedAt);

/** The report's rows the filter and the search leave, as things stand. */
export const rowsOf = (snapshot: DeliverySnapshot) => {
  const { messages, tick, stoppedAt, report } = snapshot.context;
  return reportRows(messages, tick, stoppedAt, RATE_PER_SMS, report);
};

export const pageOf = (snapshot: DeliverySnapshot) =>
  reportPage(rowsOf(snapshot), snapshot.context.report.page);

export type Phase = 'sending' | 'stopping' | 'finished';

export const phaseOf = (snapshot: DeliverySnapshot): Phase => {
  if (snapshot.matches({ running: 'sending' })) return 'sending';
  return snapshot.matches({ running: 'stopping' }) ? 'stopping' : 'finished';
};

/**
 * What a person can do. Time passes while the campaign is on its way (the machine takes no tick
 * once finished). Stop sending shows while it sends and was not stopped. The status filter and
 * the search change only to something else (choosing what is chosen, or typing what is there,
 * is no event). Next and Previous are there while the report has rows, and move one page within
 * the pages there are (at the ends they are marked disabled and do nothing).
 */
export function personCan(snapshot: DeliverySnapshot, event: DeliveryEvent): boolean {
  const { report } = snapshot.context;
  switch (event.type) {
    case 'clock.tick':
      return event.now === NOW && snapshot.hasTag('live');
    case 'delivery.stop':
      return snapshot.matches({ running: 'sending' });
    case 'delivery.report.status.change':
      return (
        typeof event.status === 'string' &&
        REPORT_FILTERS.some((option) => option.value === event.status) &&
        event.status !== report.status
      );
    case 'delivery.report.search.change':
      return typeof event.value === 'string' && event.value !== report.search;
    case 'delivery.report.page.change': {
      if (rowsOf(snapshot).length === 0) return false;
      const { page, pages } = pageOf(snapshot);
      return (event.page === page + 1 && page < pages) || (event.page === page - 1 && page > 1);
    }
  }
}

/* ---------- the traversal's key and the summary ---------- */

/** Whether Stop came, and whether before any message went out (then those are unsent). */
const stopOf = (snapshot: DeliverySnapshot) => {
  const { stoppedAt } = snapshot.context;
  if (stoppedAt === null) return 'not stopped';
  return stoppedAt === 0 ? 'stopped at the start' : 'stopped on the way';
};

/**
 * What decides what comes next: the state, the tick, the stop, and the report's query. A stop
 * after the first tick leaves every message to its outcome, so when it came matters no more.
 */
export function traversalKey(snapshot: DeliverySnapshot): string {
  const { tick, report } = snapshot.context;
  return [
    phaseOf(snapshot),
    `tick ${tick}`,
    stopOf(snapshot),
    report.status,
    `search "${report.search}"`,
    `page ${report.page}`,
  ].join(', ');
}

const outcomeBucket = (progress: DeliveryProgress) => {
  if (progress.settled === 0) return 'no outcome yet';
  return progress.settled < progress.total ? 'some with an outcome' : 'all with an outcome';
};

/** "sending, some with an outcome, report filtered, later page": what a person tells apart. */
export function deliverySummary(snapshot: DeliverySnapshot): string {
  const phase = phaseOf(snapshot);
  const stopped = snapshot.context.stoppedAt !== null;
  const { report } = snapshot.context;
  const rows = rowsOf(snapshot);
  const shown =
    rows.length === 0
      ? 'nothing matches'
      : report.status === 'all' && report.search === ''
        ? 'every message'
        : 'report filtered';
  const later = rows.length > 0 && pageOf(snapshot).page > 1 ? ', later page' : '';
  const state = phase === 'finished' && stopped ? 'finished after a stop' : phase;
  return `${state}, ${outcomeBucket(progressOf(snapshot))}, ${shown}${later}`;
}

/* ---------- the model ---------- */

/** The delivery actors' clock, for the walk: it never ticks, the model sends `clock.tick`. */
export const silentClock = fromCallback<EventObject, ClockInput>(() => {});

/**
 * The machine as the model walks it, alone: it tells its parent (the campaigns actor) where the
 * messages stand, and here it has none; its clock is silent. The suite runs it inside the app.
 */
export const walkedDeliveryMachine = deliveryMachine.provide({
  actors: { clock: silentClock },
  actions: { reportProgress: () => {}, reportFinished: () => {} },
});

export const deliveryModel = createTestModel(walkedDeliveryMachine, {
  events: DELIVERY_EVENTS,
  filterEvents: personCan,
  serializeState: (snapshot) => traversalKey(snapshot as DeliverySnapshot),
  input: DELIVERY_INPUT,
});

/* ---------- what a person does ---------- */

export type DeliveryGesture =
  /** The clock ticks: the person waits. */
  | { kind: 'wait' }
  /** A button of the details dialog, by its words. */
  | { kind: 'click'; name: 'Stop sending' | 'Next' | 'Previous' }
  | { kind: 'select'; label: 'Filter the report by status'; value: string }
  | { kind: 'fill'; label: 'Search the report by number or name'; value: string };

export function gestureFor(event: DeliveryEvent, before: DeliverySnapshot): DeliveryGesture {
  switch (event.type) {
    case 'clock.tick':
      return { kind: 'wait' };
    case 'delivery.stop':
      return { kind: 'click', name: 'Stop sending' };
    case 'delivery.report.status.change':
      return { kind: 'select', label: 'Filter the report by status', value: event.status };
    case 'delivery.report.search.change':
      return { kind: 'fill', label: 'Search the report by number or name', value: event.value };
    case 'delivery.report.page.change':
      return { kind: 'click', name: event.page > pageOf(before).page ? 'Next' : 'Previous' };
    default: {
      const unknown: never = event;
      throw new Error(`No gesture for ${JSON.stringify(unknown)}.`);
    }
  }
}

/* ---------- what a person sees after an event ---------- */

export interface ToastSight {
  title: string;
  description: string;
}

/** "2 SMS of credits came back for 3 rejected or unsent messages.", or nothing. */
function refundsLine(progress: DeliveryProgress): string {
  const { rejected, unsent } = progress.counts;
  return rejected + unsent > 0
    ? ` ${formatCredits(progress.refunded)} of credits came back for ${formatNumber(rejected + unsent)} rejected or unsent messages.`
    : '';
}

/** The toast when every message has its outcome: delivered, stopped, or failed. */
function finishedToast(after: DeliverySnapshot): ToastSight {
  const progress = progressOf(after);
  const { delivered } = progress.counts;
  const rate = liveDeliveryRate(progress.counts);
  if (delivered === 0 && after.context.stoppedAt === null) {
    return {
      title: 'Campaign failed',
      description: `Nothing of “${CAMPAIGN_NAME}” was delivered.${refundsLine(progress)} Open it in Campaigns to read why.`,
    };
  }
  return {
    title: after.context.stoppedAt === null ? 'Campaign delivered' : 'Campaign stopped',
    description: `“${CAMPAIGN_NAME}”: ${formatNumber(delivered)} of ${formatNumber(progress.total)} delivered (${rate.toFixed(1)}%).${refundsLine(progress)}`,
  };
}

/**
 * The toasts an event shows, in order: Stop sending says what stopping means; the step that
 * leaves every message with its outcome says how it ended.
 */
export function toastsAfter(event: DeliveryEvent, before: DeliverySnapshot): ToastSight[] {
  const [after] = transition(walkedDeliveryMachine, before, event);
  const toasts: ToastSight[] = [];
  if (event.type === 'delivery.stop') {
    toasts.push({
      title: 'Stopping campaign',
      description: `“${CAMPAIGN_NAME}”: messages not yet handed to the networks will not go, and are not charged.`,
    });
  }
  if (!before.matches('finished') && after.matches('finished')) toasts.push(finishedToast(after));
  return toasts;
}

/* ---------- targets and paths ---------- */

function outcomeName(event: DeliveryEvent, before: DeliverySnapshot): string | null {
  const [after] = transition(walkedDeliveryMachine, before, event);
  if (event.type === 'delivery.stop') {
    const unsent = progressOf(after).counts.unsent;
    return unsent > 0 ? 'stopped before any message went out' : 'stopped on the way';
  }
  if (!before.matches('finished') && after.matches('finished')) {
    return `finished: ${finishedToast(after).title}`;
  }
  if (event.type === 'delivery.report.page.change') {
    return `page turned by ${event.page > pageOf(before).page ? 'Next' : 'Previous'}`;
  }
  return null;
}

/** A sample, short: a tick is a tick, whatever its time. */
const sampleName = (event: DeliveryEvent) => JSON.stringify(event);

export const DELIVERY_PLAN: PathPlan<DeliverySnapshot, DeliveryEvent> = {
  events: (snapshot) => DELIVERY_EVENTS.filter((event) => personCan(snapshot, event)),
  targets: summaryTargets(deliverySummary, outcomeName, sampleName),
  extraSteps: 0,
  input: DELIVERY_INPUT,
};

/** What one step covers: the transitions it takes (an `always` one too) and the plan's targets. */
function stepTargets(
  before: DeliverySnapshot,
  event: DeliveryEvent,
  after: DeliverySnapshot,
): string[] {
  const taken = new Set<string>();
  for (const each of walkedDeliveryMachine.getTransitionData(before, event)) {
    taken.add(`transition ${transitionKey(each)}`);
  }
  // The `always` transition a step ends with: the state it left decides which.
  if (!before.matches('finished') && after.matches('finished')) {
    const from = before.context.stoppedAt !== null || event.type === 'delivery.stop';
    taken.add(from ? 'always from stopping' : 'always from sending');
  }
  return [...taken, ...DELIVERY_PLAN.targets(before, event, after)];
}

interface Adjacent {
  state: DeliverySnapshot;
  /** Each event a person can cause there, and the snapshot it leads to. */
  next: { event: DeliveryEvent; state: DeliverySnapshot }[];
}

/** The traversal's graph: every key a person can reach, and the events a person can cause there. */
let graphOnce: Map<string, Adjacent> | undefined;
function adjacency(): Map<string, Adjacent> {
  if (graphOnce) return graphOnce;
  graphOnce = new Map();
  // xstate/graph brands its keys, which leaves `Object.values` of them untyped.
  for (const [key, { state, transitions }] of Object.entries(deliveryModel.getAdjacencyMap())) {
    const next = Object.values(transitions) as Adjacent['next'];
    graphOnce.set(key, { state, next });
  }
  return graphOnce;
}

interface Edge {
  event: DeliveryEvent;
  to: string;
  targets: string[];
}

/**
 * Few, long paths. The traversal's graph (every key and the events a person can cause there) is
 * walked greedily: from the start, each path goes on to the nearest step (fewest events away)
 * that covers a target no path has covered yet, and on from there, until nothing new is in
 * reach; then a new path starts, until every target in the graph is covered. A person checks
 * every state on the way, so a long path checks what several short ones would.
 */
function coveringPaths(): DeliveryEvent[][] {
  const graph = new Map<string, Edge[]>();
  const all = new Set<string>();
  for (const [key, { state, next: steps }] of adjacency()) {
    const edges = steps.map(({ event, state: next }) => ({
      event,
      to: traversalKey(next),
      targets: stepTargets(state, event, next),
    }));
    for (const edge of edges) for (const target of edge.targets) all.add(target);
    graph.set(key, edges);
  }
  const covered = new Set<string>();
  const isNew = (edge: Edge) => edge.targets.some((target) => !covered.has(target));
  /** The fewest events from `from` to a step that covers something new, or null. */
  const nearest = (from: string): Edge[] | null => {
    const cameBy = new Map<string, { key: string; edge: Edge } | null>([[from, null]]);
    const queue = [from];
    for (let index = 0; index < queue.length; index += 1) {
      const key = queue[index] as string;
      for (const edge of graph.get(key) ?? []) {
        if (isNew(edge)) {
          const route = [edge];
          for (let back = cameBy.get(key); back; back = cameBy.get(back.key)) {
            route.unshift(back.edge);
          }
          return route;
        }
        if (!cameBy.has(edge.to)) {
          cameBy.set(edge.to, { key, edge });
          queue.push(edge.to);
        }
      }
    }
    return null;
  };

  const [start] = initialTransition(walkedDeliveryMachine, DELIVERY_INPUT);
  const startKey = traversalKey(start);
  const paths: DeliveryEvent[][] = [];
  while ([...all].some((target) => !covered.has(target))) {
    const events: DeliveryEvent[] = [];
    let at = startKey;
    for (let route = nearest(at); route; route = nearest(at)) {
      for (const edge of route) {
        for (const target of edge.targets) covered.add(target);
        events.push(edge.event);
        at = edge.to;
      }
    }
    if (events.length === 0) break;
    paths.push(events);
  }
  return paths;
}

export const DELIVERY_PATHS: DeliveryPath[] = pathsFromEvents(
  walkedDeliveryMachine,
  deliveryModel,
  coveringPaths(),
  DELIVERY_INPUT,
);

/** Every summary the traversal reaches: what the paths must all reach. */
export const reachableSummaries = (): Set<string> =>
  new Set([...adjacency().values()].map(({ state }) => deliverySummary(state)));

/**
 * Sending and stopping, each with no outcome yet (the report showing every message on its first
 * or a later page, filtered, or nothing: nothing filtered fills two pages before an outcome) or
 * with some (the same, and filtered on a later page); finished, after a stop or not, showing every
 * message (first or later page), filtered (first or later page) or nothing. The suite checks it
 * against `reachableSummaries`.
 */
export const SUMMARY_COUNT = 2 * (4 + 5) + 2 * 5;

export const deliveryCoverage = (): Coverage =>
  coverageOf(walkedDeliveryMachine, DELIVERY_PATHS, DELIVERY_INPUT);

export const deliveryTargets = (): TargetCounts =>
  targetCounts(walkedDeliveryMachine, DELIVERY_PLAN, DELIVERY_PATHS);

/** No transition is left out: a person causes every one. */
export const UNWALKED_TRANSITIONS: readonly string[] = [];

/* ---------- what a person sees in a state ---------- */

/** The counters in the order a message moves; Not sent only once a stop left some behind. */
const COUNTED: readonly MessageStatus[] = MESSAGE_STATUSES;

export interface DeliverySight {
  /** The status badge under the title: Sending, then Completed, Stopped or Failed. */
  status: string;
  /** Each counter's label and number. */
  counters: { label: string; value: string }[];
  /** "140 of 145 (96%)", and the bar's value text. */
  progress: string;
  percent: string;
  /** "Delivery rate: 97.2% of the messages with an outcome". */
  rate: string;
  /** "Held 145 SMS · refunded 0 SMS · charged so far 145 SMS (GH₵ 4.35)". */
  credits: string;
  /** The note under the credits while a stopped campaign still has messages on their way. */
  stoppedNote: boolean;
  stopOffered: boolean;
  search: string;
  filter: ReportStatusFilter;
  /** "Showing 26–50 of 145", or null when no message matches (the empty state shows). */
  showing: string | null;
  /** The page's rows: name and status badge. */
  rows: { name: string; status: string }[];
  /** Previous and Next marked disabled (at the first and the last page). */
  previousDisabled: boolean;
  nextDisabled: boolean;
}

export function sightOf(snapshot: DeliverySnapshot): DeliverySight {
  const progress = progressOf(snapshot);
  const { counts } = progress;
  const live = snapshot.hasTag('live');
  const stopped = snapshot.context.stoppedAt !== null;
  const percent = progressPercent(progress);
  const charged = chargedCredits(progress);
  const rows = rowsOf(snapshot);
  const page = reportPage(rows, snapshot.context.report.page);
  const status = live
    ? 'sending'
    : stopped
      ? 'stopped'
      : counts.delivered > 0
        ? 'completed'
        : 'failed';
  return {
    status: statusLabel(status),
    counters: COUNTED.filter((each) => each !== 'unsent' || counts.unsent > 0).map((each) => ({
      label: MESSAGE_STATUS_LABELS[each],
      value: formatNumber(counts[each]),
    })),
    progress: `${formatNumber(progress.settled)} of ${formatNumber(progress.total)} (${percent}%)`,
    percent: `${percent}%`,
    rate: `Delivery rate: ${formatPercent(liveDeliveryRate(counts))} of the messages with an outcome`,
    credits:
      `Held ${formatCredits(progress.reserved)} · refunded ${formatCredits(progress.refunded)} · ` +
      `${live ? 'charged so far' : 'charged'} ${formatCredits(charged)} (${creditsValue(charged, RATE_PER_SMS)})`,
    stoppedNote: live && stopped,
    stopOffered: snapshot.matches({ running: 'sending' }),
    search: snapshot.context.report.search,
    filter: snapshot.context.report.status,
    showing:
      rows.length === 0
        ? null
        : `Showing ${formatNumber(page.from)}–${formatNumber(page.to)} of ${formatNumber(rows.length)}`,
    rows: page.rows.map((row) => ({
      name: row.message.name,
      status: MESSAGE_STATUS_LABELS[row.status],
    })),
    previousDisabled: page.page <= 1,
    nextDisabled: page.page >= page.pages,
  };
}

export function describePath(path: DeliveryPath): string {
  const parts: string[] = [];
  let ticks = 0;
  const flush = () => {
    if (ticks > 0) parts.push(ticks === 1 ? 'tick' : `${ticks} ticks`);
    ticks = 0;
  };
  for (const event of eventsOf(path)) {
    if (event.type === 'clock.tick') {
      ticks += 1;
      continue;
    }
    flush();
    switch (event.type) {
      case 'delivery.stop':
        parts.push('stop');
        break;
      case 'delivery.report.status.change':
        parts.push(`status(${event.status})`);
        break;
      case 'delivery.report.search.change':
        parts.push(`search(${event.value || 'empty'})`);
        break;
      case 'delivery.report.page.change':
        parts.push(`page(${event.page})`);
        break;
    }
  }
  flush();
  return `${parts.join(' > ')} => ${deliverySummary(path.state)}`;
}
