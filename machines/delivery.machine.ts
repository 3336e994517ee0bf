import {
  assertEvent,
  assign,
  sendParent,
  setup,
  spawnChild,
  stopChild,
  type SnapshotFrom,
} from 'xstate';
import {
  deliveryProgress,
  finalTick,
  TICK_MS,
  type DeliveryMessage,
  type DeliveryProgress,
} from '@/domain/delivery';
import { isReportStatusFilter, type ReportStatusFilter } from '@/domain/delivery-report';
import { clock, type ClockTick } from './clock';

export interface DeliveryInput {
  campaignId: number;
  messages: DeliveryMessage[];
}

export interface DeliveryContext extends DeliveryInput {
  /** Ticks of compressed time since the campaign started. */
  tick: number;
  /** The tick the campaign was stopped at; null while it runs to the end. */
  stoppedAt: number | null;
  /** What the per-recipient report shows: a status, a search, and the page (1-based). */
  report: { status: ReportStatusFilter; search: string; page: number };
}

export type DeliveryEvent =
  | ClockTick
  | { type: 'delivery.stop' }
  | { type: 'delivery.report.status.change'; status: string }
  | { type: 'delivery.report.search.change'; value: string }
  | { type: 'delivery.report.page.change'; page: number };

/** To the campaigns actor: where the campaign's messages stand; `finished` once nothing moves. */
export interface DeliveryReport {
  type: 'campaigns.delivery.progress';
  id: number;
  progress: DeliveryProgress;
  finished: boolean;
  stopped: boolean;
}

const report = (context: DeliveryContext, finished: boolean): DeliveryReport => ({
  type: 'campaigns.delivery.progress',
  id: context.campaignId,
  progress: deliveryProgress(context.messages, context.tick, context.stoppedAt),
  finished,
  stopped: context.stoppedAt !== null,
});

export const deliveryMachine = setup({
  types: {
    context: {} as DeliveryContext,
    events: {} as DeliveryEvent,
    input: {} as DeliveryInput,
    tags: {} as 'live',
  },
  actors: { clock },
  guards: {
    isReportStatus: ({ event }) => {
      assertEvent(event, 'delivery.report.status.change');
      return isReportStatusFilter(event.status);
    },
    isSettled: ({ context }) => context.tick >= finalTick(context.messages, context.stoppedAt),
  },
  actions: {
    advance: assign({ tick: ({ context }) => context.tick + 1 }),
    markStopped: assign({ stoppedAt: ({ context }) => context.tick }),
    // The guard has refused other values; the check narrows the string to a filter.
    setReportStatus: assign(({ context, event }) => {
      assertEvent(event, 'delivery.report.status.change');
      return isReportStatusFilter(event.status)
        ? { report: { ...context.report, status: event.status, page: 1 } }
        : {};
    }),
    setReportSearch: assign(({ context, event }) => {
      assertEvent(event, 'delivery.report.search.change');
      return { report: { ...context.report, search: event.value, page: 1 } };
    }),
    setReportPage: assign(({ context, event }) => {
      assertEvent(event, 'delivery.report.page.change');
      return { report: { ...context.report, page: Math.max(1, Math.floor(event.page)) } };
    }),
    reportProgress: sendParent(({ context }) => report(context, false)),
    reportFinished: sendParent(({ context }) => report(context, true)),
  },
}).createMachine({
  id: 'delivery',
  context: ({ input }) => ({
    ...input,
    tick: 0,
    stoppedAt: null,
    report: { status: 'all', search: '', page: 1 },
  }),
  description:
    "One campaign's messages on their way: each is queued, submitted, then delivered, failed, rejected or expired, in ticks of compressed time.",
  initial: 'running',
  on: {
    'delivery.report.status.change': {
      guard: 'isReportStatus',
      actions: 'setReportStatus',
      description: 'The report shows one status (or every message not delivered); back to page 1.',
    },
    'delivery.report.search.change': {
      actions: 'setReportSearch',
      description: 'The report shows the messages whose number or name matches; back to page 1.',
    },
    'delivery.report.page.change': {
      actions: 'setReportPage',
      description: 'Another page of the report.',
    },
  },
  states: {
    running: {
      description: 'A clock ticks; every tick moves messages on and tells the campaigns actor.',
      tags: 'live',
      entry: spawnChild('clock', { id: 'clock', input: { every: TICK_MS } }),
      exit: stopChild('clock'),
      initial: 'sending',
      states: {
        sending: {
          description: 'Messages are handed to the networks and their outcomes arrive.',
          always: { guard: 'isSettled', target: '#delivery.finished' },
          on: {
            'clock.tick': { actions: ['advance', 'reportProgress'] },
            'delivery.stop': {
              target: 'stopping',
              actions: ['markStopped', 'reportProgress'],
              description:
                'Stop sending: messages not yet handed to a network stay unsent and are not charged.',
            },
          },
        },
        stopping: {
          description: 'Stopped: the messages already with the networks still get their outcome.',
          always: { guard: 'isSettled', target: '#delivery.finished' },
          on: { 'clock.tick': { actions: ['advance', 'reportProgress'] } },
        },
      },
    },
    finished: {
      description: 'Every message has its outcome; the report stays to be read and exported.',
      entry: 'reportFinished',
    },
  },
});

export type DeliverySnapshot = SnapshotFrom<typeof deliveryMachine>;

export const selectProgress = (snapshot: DeliverySnapshot): DeliveryProgress =>
  deliveryProgress(snapshot.context.messages, snapshot.context.tick, snapshot.context.stoppedAt);
export const selectReportQuery = (snapshot: DeliverySnapshot) => snapshot.context.report;
export const selectIsLive = (snapshot: DeliverySnapshot) => snapshot.hasTag('live');
export const selectCanStop = (snapshot: DeliverySnapshot) =>
  snapshot.can({ type: 'delivery.stop' });
