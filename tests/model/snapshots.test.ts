// @vitest-environment node
/**
 * Snapshots that restore. At every state the model-based paths reach, the app actor's (or a
 * child machine's) persisted snapshot is written to JSON, restored into a new actor with
 * `createActor(machine, { snapshot })`, and must give back the same state, context and running
 * children, and then behave the same: the path's next event, sent to both, leaves them the same
 * again. Every state of the path is checked this way, so by induction a copy restored at any
 * step and sent the rest of the path ends where the original does (each state it passes restores
 * and then steps like the original's), at one restore a step. The copy restored from the first
 * state is also sent the whole path, compared at every step. The app is restored from the machine with
 * its children's code provided, as src/app/app-actor.ts does when that code arrives.
 *
 * The import machine is walked with its inert reader (`walkedContactImportMachine`). The File a
 * person chose travels in an event and in the reader's input, neither of which JSON can carry
 * (the model's sample files write themselves as their name and size): the machine's own snapshot
 * keeps only what it read (the file's name, its columns, the mapping, the plan), and the reader
 * restored is the same inert stand-in, so only the machine's snapshot has to come back whole.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  type AnyActorRef,
  type AnyStateMachine,
  type EventObject,
  type Snapshot,
} from 'xstate';
import type { TestPath } from 'xstate/graph';
import { selectDemo, selectDialog, selectPage, selectTab } from '@/state/selectors';
import { appWithChildren } from '../support/app-children';
import { APP_PATHS } from './app-model';
import {
  COMPOSER_PATHS,
  describePath as describeComposerPath,
  walkedComposerMachine,
} from './composer-model';
import { CONTACT_PATHS } from './contact-form-model';
import {
  describePath as describeImportPath,
  IMPORT_INPUT,
  IMPORT_PATHS,
  walkedContactImportMachine,
} from './contact-import-model';
import {
  describePath as describeNewCampaignPath,
  NEW_CAMPAIGN_PATHS,
  walkedNewCampaignMachine,
} from './new-campaign-model';
import { contactFormMachine } from '@machines/contact-form.machine';
import { AUTH_PATHS, walkedAuthFormMachine } from './auth-form-model';
import {
  CAMPAIGNS_PATHS,
  describePath as describeCampaignsPath,
  walkedCampaignsMachine,
} from './campaigns-model';
import {
  CONTACTS_PATHS,
  describePath as describeContactsPath,
  walkedContactsMachine,
} from './contacts-model';
import { DELIVERY_INPUT, DELIVERY_PATHS, walkedDeliveryMachine } from './delivery-model';
import { SETTINGS_PATHS, walkedSettingsMachine } from './settings-model';

type Persisted = Snapshot<unknown>;

/**
 * What must come back: the persisted form of the actor and of every child, recursively, as JSON,
 * the way a bug report or the statecharts page would carry it. The dashboard's actors carry the
 * sample contacts and campaigns (some megabytes of JSON for the app), so each is written once.
 */
const persisted = (actor: AnyActorRef): string => JSON.stringify(actor.getPersistedSnapshot());

/**
 * Two persisted snapshots are the same. Equal JSON is; otherwise the values are compared, which
 * also allows keys in another order and names what differs.
 */
function expectSame(actual: string, expected: string, message?: string): void {
  if (actual !== expected) expect(JSON.parse(actual), message).toEqual(JSON.parse(expected));
}

function childrenOf(actor: AnyActorRef): Record<string, AnyActorRef> {
  const snapshot = actor.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> };
  return Object.fromEntries(
    Object.entries(snapshot.children ?? {}).filter(
      (entry): entry is [string, AnyActorRef] => entry[1] !== undefined,
    ),
  );
}

/**
 * Restores `actor` from its persisted snapshot (`json`, when already written) into a new one and
 * checks it is the same, children running.
 */
function roundTrip(
  machine: AnyStateMachine,
  actor: AnyActorRef,
  json: string = persisted(actor),
): AnyActorRef {
  const restored = createActor(machine, { snapshot: JSON.parse(json) as Persisted }).start();
  expectSame(persisted(restored), json, 'restored');
  const children = childrenOf(actor);
  const restoredChildren = childrenOf(restored);
  expect(Object.keys(restoredChildren).sort()).toEqual(Object.keys(children).sort());
  const running = (actor.getSnapshot() as { status: string }).status === 'active';
  for (const [id, child] of Object.entries(restoredChildren)) {
    // A running actor's children run again. One that has finished (the import machine done or
    // cancelled while its reader was still there) keeps them as they were: stopped.
    expect(child.getSnapshot().status, `child ${id}`).toBe(running ? 'active' : 'stopped');
    expect(child.src, `child ${id}`).toBe(children[id]?.src);
  }
  return restored;
}

/**
 * Walks a path. At every step restores a copy, which must equal the original, sends both the
 * next event and compares them again. The copy restored from the start follows the whole path.
 */
function checkPath(machine: AnyStateMachine, events: readonly EventObject[], input: unknown = {}) {
  const actor = createActor(machine, { input }).start();
  let json = persisted(actor);
  let fromStart: AnyActorRef | undefined;
  let copy: AnyActorRef | undefined;
  try {
    for (const [index, event] of events.entries()) {
      copy = roundTrip(machine, actor, json);
      fromStart ??= copy;
      actor.send(event);
      copy.send(event);
      json = persisted(actor);
      const step = `step ${index + 1}, ${event.type}`;
      expectSame(persisted(copy), json, `restored before ${step}`);
      if (copy !== fromStart) {
        fromStart.send(event);
        expectSame(persisted(fromStart), json, `restored at the start, after ${step}`);
        copy.stop();
      }
      copy = undefined;
    }
    roundTrip(machine, actor, json).stop();
  } finally {
    actor.stop();
    copy?.stop();
    fromStart?.stop();
  }
}

const eventsOf = <T extends EventObject>(path: TestPath<Snapshot<unknown>, T>): T[] =>
  path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');

describe('snapshots restore', () => {
  // The campaigns actor starts at the time of day (its sample is dated around it, and its clock
  // says what time it is): one fixed Date makes a copy started a millisecond later the same.
  beforeAll(() => void vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 26, 12) }));
  afterAll(() => void vi.useRealTimers());

  it.each(APP_PATHS.map((path) => [path.description, path] as const))('app: %s', (_, path) =>
    checkPath(appWithChildren, eventsOf(path)),
  );

  it.each(COMPOSER_PATHS.map((path) => [describeComposerPath(path), path] as const))(
    'composer: %s',
    (_, path) => checkPath(walkedComposerMachine, eventsOf(path)),
  );

  it.each(CONTACT_PATHS.map((path) => [path.description, path] as const))(
    'contact form: %s',
    (_, path) => checkPath(contactFormMachine, eventsOf(path)),
  );

  it.each(NEW_CAMPAIGN_PATHS.map((path) => [describeNewCampaignPath(path), path] as const))(
    'new campaign: %s',
    (_, path) => checkPath(walkedNewCampaignMachine, eventsOf(path)),
  );

  it.each(CONTACTS_PATHS.map((path) => [describeContactsPath(path), path] as const))(
    'contacts: %s',
    (_, path) => checkPath(walkedContactsMachine, eventsOf(path)),
  );

  it.each(IMPORT_PATHS.map((path) => [describeImportPath(path), path] as const))(
    'contact import: %s',
    (_, path) => checkPath(walkedContactImportMachine, eventsOf(path), IMPORT_INPUT),
  );

  it.each(CAMPAIGNS_PATHS.map((path) => [describeCampaignsPath(path), path] as const))(
    'campaigns: %s',
    (_, path) => checkPath(walkedCampaignsMachine, eventsOf(path)),
  );

  it.each(DELIVERY_PATHS.map((path, index) => [`path ${index + 1}`, path] as const))(
    'delivery: %s',
    (_, path) => checkPath(walkedDeliveryMachine, eventsOf(path), DELIVERY_INPUT),
  );

  it.each(SETTINGS_PATHS.map((path) => [path.description, path] as const))(
    'settings: %s',
    (_, path) => checkPath(walkedSettingsMachine, eventsOf(path)),
  );

  it.each(AUTH_PATHS.map((path) => [path.description, path] as const))('auth form: %s', (_, path) =>
    checkPath(walkedAuthFormMachine, eventsOf(path)),
  );

  it('gives back the page, tab, open dialog, draft, contacts and campaigns of a working session', () => {
    const app = createActor(appWithChildren, { input: { loggedIn: true } }).start();
    app.send({ type: 'nav.dashboard' });
    app.send({ type: 'dashboard.actors.ready' });
    const demo = selectDemo(app.getSnapshot());
    if (!demo) throw new Error('The dashboard did not start.');
    demo.composer.send({ type: 'composer.message.change', value: 'Akwaaba! 10% off today.' });
    demo.contacts.send({ type: 'contacts.add.open' });
    demo.contacts.send({ type: 'contacts.form.change', field: 'name', value: 'Kojo Antwi' });
    demo.contacts.send({ type: 'contacts.form.change', field: 'phone', value: '0244123456' });
    demo.contacts.send({ type: 'contacts.form.submit' });
    const firstCampaign = demo.campaigns.getSnapshot().context.campaigns[0];
    demo.campaigns.send({ type: 'campaigns.delete.request', id: firstCampaign?.id ?? -1 });
    demo.campaigns.send({ type: 'campaigns.delete.confirm' });
    app.send({ type: 'dashboard.tab.select', tab: 'contacts' });
    app.send({ type: 'dashboard.dialog.open', dialog: 'settings' });
    demo.settings.send({ type: 'settings.field.change', field: 'company', value: 'Tema Traders' });

    const restored = roundTrip(appWithChildren, app);
    const after = restored.getSnapshot();
    expect(selectPage(after)).toBe('dashboard');
    expect(selectTab(after)).toBe('contacts');
    expect(selectDialog(after)).toBe('settings');
    const again = selectDemo(after);
    expect(again?.composer.getSnapshot().context.message).toBe('Akwaaba! 10% off today.');
    expect(again?.contacts.getSnapshot().context.contacts).toEqual(
      demo.contacts.getSnapshot().context.contacts,
    );
    expect(again?.campaigns.getSnapshot().context.campaigns).toEqual(
      demo.campaigns.getSnapshot().context.campaigns,
    );
    expect(again?.settings.getSnapshot().context.draft.company).toBe('Tema Traders');
    // The restored children run and still talk to the restored app: Save closes the dialog.
    again?.settings.send({ type: 'settings.save' });
    expect(selectDialog(restored.getSnapshot())).toBe('none');
    app.stop();
    restored.stop();
  });
});
