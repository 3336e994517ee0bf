// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { appMachine } from '@machines/app.machine';
import { authFormMachine } from '@machines/auth-form.machine';
import { campaignsMachine } from '@machines/campaigns.machine';
import { composerMachine } from '@machines/composer.machine';
import { contactFormMachine } from '@machines/contact-form.machine';
import { contactImportMachine } from '@machines/contact-import.machine';
import { contactsMachine } from '@machines/contacts.machine';
import { deliveryMachine } from '@machines/delivery.machine';
import { newCampaignMachine } from '@machines/new-campaign.machine';
import { settingsMachine } from '@machines/settings.machine';
import { DASHBOARD_TABS } from '@/domain/pages';
import { eventSamples, MACHINES_WITH_SAMPLES } from '@/statecharts/event-samples';
import {
  activeStateIds,
  eventLabel,
  journeyMachine,
  journeyThrough,
  journeyTo,
  type JourneyStep,
} from '@/statecharts/journeys';
import { stateNodeIds, transitionKey } from '@/statecharts/keys';

/** Noon in Accra on 26 November 2026: the samples' dates and the campaigns' history hang on it. */
const NOW = Date.UTC(2026, 10, 26, 12, 0);

const MACHINES: Record<(typeof MACHINES_WITH_SAMPLES)[number], AnyStateMachine> = {
  app: appMachine,
  authForm: authFormMachine,
  campaigns: campaignsMachine,
  composer: composerMachine,
  contactForm: contactFormMachine,
  contactImport: contactImportMachine,
  contacts: contactsMachine,
  delivery: deliveryMachine,
  'new-campaign': newCampaignMachine,
  settings: settingsMachine,
};

/**
 * States no step rests in, with why: the journey to them is the step that passes through them.
 */
const TRANSIENT: Record<string, string> = {
  'contactForm.validating': 'left at once by an `always` transition, to sending or editing',
};

const typesOf = (steps: readonly JourneyStep[]) => steps.map((step) => step.event.type);

/** Replays the steps' events on a fresh actor, as journeys are searched (children inert). */
function replay(machine: AnyStateMachine, steps: readonly JourneyStep[]): AnyMachineSnapshot {
  const actor = createActor(journeyMachine(machine), {
    input: eventSamples(machine.id, NOW)?.input,
  });
  actor.start();
  for (const step of steps) actor.send(step.event);
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  return snapshot;
}

describe('event samples', () => {
  it('exist for every machine, with its own id', () => {
    expect(Object.keys(MACHINES).sort()).toEqual([...MACHINES_WITH_SAMPLES].sort());
    for (const [id, machine] of Object.entries(MACHINES)) {
      expect(machine.id).toBe(id);
      expect(eventSamples(id, NOW), id).toBeDefined();
    }
    expect(eventSamples('no-such-machine', NOW)).toBeUndefined();
  });
});

describe.each(Object.entries(MACHINES))('journeys in the %s machine', (_, machine) => {
  const states = stateNodeIds(machine);

  it.each(states)('reach %s, and replaying them ends there', (stateId) => {
    const steps = journeyTo(machine, stateId, { now: NOW });
    expect(steps, `no journey to ${stateId}`).not.toBeNull();
    if (!steps) return;
    const end = replay(machine, steps);
    if (TRANSIENT[stateId]) {
      expect(steps.at(-1)?.label).toContain(`passes through ${stateId}`);
      return;
    }
    expect(activeStateIds(end)).toContain(stateId);
    // Each step says which states are active after it, as the replay finds them.
    expect([...(steps.at(-1)?.stateIds ?? activeStateIds(end))].sort()).toEqual(
      activeStateIds(end).sort(),
    );
  });

  it('start in the initial states with no step', () => {
    const initial = activeStateIds(replay(machine, []));
    for (const stateId of initial) expect(journeyTo(machine, stateId, { now: NOW })).toEqual([]);
  });
});

describe('journeys a product owner asks for', () => {
  it('to the composer scheduling a campaign: a message, a group, a future date and a time', () => {
    const key = 'composer.drafting.ready: composer.schedule -> (stays)';
    const steps = journeyThrough(composerMachine, key, { now: NOW });
    expect(steps).not.toBeNull();
    if (!steps) return;
    expect(typesOf(steps)).toEqual([
      'composer.message.change',
      'composer.group.change',
      'composer.date.change',
      'composer.time.change',
      'composer.schedule',
    ]);
    // The refusals (past, quiet hours, no recipients, fields missing) let it through.
    const before = replay(composerMachine, steps.slice(0, -1));
    const last = steps.at(-1);
    if (!last) return;
    const taken = journeyMachine(composerMachine).getTransitionData(before, last.event);
    expect(taken.map(transitionKey)).toEqual([key]);
    // The campaign goes to the campaigns actor and the composer starts a new draft.
    expect(last.stateIds).toContain('composer.drafting.incomplete');
  });

  it('to each dashboard tab: the demo sign-in, then the tab', () => {
    for (const tab of DASHBOARD_TABS) {
      const steps = journeyTo(appMachine, `app.dashboard.tab.${tab}`, { now: NOW });
      expect(steps, tab).not.toBeNull();
      if (!steps) continue;
      const signIn = [
        { event: { type: 'nav.auth' }, stateIds: expect.arrayContaining(['app.site.auth']) },
        {
          event: { type: 'auth.submit' },
          stateIds: expect.arrayContaining(['app.dashboard.tab.overview']),
        },
      ];
      const select = {
        event: { type: 'dashboard.tab.select', tab },
        label: `dashboard.tab.select (tab: "${tab}")`,
        stateIds: expect.arrayContaining([`app.dashboard.tab.${tab}`]),
      };
      expect(steps, tab).toMatchObject(tab === 'overview' ? signIn : [...signIn, select]);
    }
  });

  it('to an import done: the reader’s answers are marked as the reader’s', () => {
    const steps = journeyTo(contactImportMachine, 'contactImport.done', { now: NOW });
    expect(typesOf(steps ?? [])).toEqual([
      'import.file.choose',
      'import.read.done',
      'import.plan.ready',
      'import.confirm',
      'import.commit.ready',
    ]);
    const labels = (steps ?? []).map((step) => step.label);
    expect(labels[0]).toBe('import.file.choose (file: file members.csv)');
    expect(labels.filter((label) => label.endsWith('· sent by the file reader'))).toHaveLength(3);
  });

  it('to a finished delivery: Stop sending before any message went out ends it at once', () => {
    const steps = journeyTo(deliveryMachine, 'delivery.finished', { now: NOW });
    expect(typesOf(steps ?? [])).toEqual(['delivery.stop']);
    expect(steps?.at(-1)?.stateIds).toContain('delivery.finished');
  });

  it('are null where the samples do not lead', () => {
    const none = { samples: { events: () => [] } };
    expect(journeyTo(composerMachine, 'composer.drafting.ready', none)).toBeNull();
    expect(journeyTo(composerMachine, 'composer.no.such.state', { now: NOW })).toBeNull();
    expect(journeyThrough(composerMachine, 'composer: no.such.event -> (stays)')).toBeNull();
  });

  it('name an event by its payload in a few words', () => {
    expect(eventLabel({ type: 'dashboard.dialog.close' })).toBe('dashboard.dialog.close');
    expect(
      eventLabel({ type: 'composer.audience.change', contacts: [1, 2, 3] } as never, 'the app'),
    ).toBe('composer.audience.change (contacts: 3 items) · sent by the app');
    expect(eventLabel({ type: 'composer.message.change', value: 'x'.repeat(40) } as never)).toBe(
      `composer.message.change (value: "${'x'.repeat(31)}…" (40 characters))`,
    );
  });
});
