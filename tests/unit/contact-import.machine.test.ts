// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  contactImportMachine,
  selectCanConfirm,
  selectHasNoPhoneColumn,
  selectImportStep,
  type ContactImportEmitted,
} from '@machines/contact-import.machine';
import type { ReaderCommand, ReaderEvent, ReaderInput } from '@machines/contact-import.reader';
import { MAX_IMPORT_FILE_BYTES } from '@/domain/import/limits';
import type { ImportMapping } from '@/domain/import/types';

const FILE_READ: Extract<ReaderEvent, { type: 'import.read.done' }> = {
  type: 'import.read.done',
  file: {
    meta: { format: 'nkra', formatLabel: 'Nkra CSV', encoding: 'UTF-8', delimiter: ',' },
    headers: ['Name', 'Phone', 'Group'],
    columns: [
      { index: 0, header: 'Name', samples: ['Yaa Asare', 'Kwame Again'] },
      { index: 1, header: 'Phone', samples: ['024 555 0101', '0244123456'] },
      { index: 2, header: 'Group', samples: ['vip'] },
    ],
    rowCount: 3,
  },
  mapping: ['name', 'phone', 'group'],
};

/**
 * A reader that answers at once: the file above, a plan that counts rows as ready only while a
 * column is Phone, and the commit. It records what it was asked.
 */
function scriptedReader(commands: ReaderCommand[], inputs: ReaderInput[], fail?: string) {
  return fromCallback<ReaderCommand, ReaderInput>(({ input, sendBack, receive }) => {
    inputs.push(input);
    queueMicrotask(() => sendBack(fail ? { type: 'import.read.failed', reason: fail } : FILE_READ));
    receive((command) => {
      commands.push(command);
      const ready = command.mapping.columns.includes('phone') ? 1 : 0;
      if (command.type === 'plan') {
        sendBack({
          type: 'import.plan.ready',
          revision: command.revision,
          summary: { ready, duplicates: ready, skipped: 3 - 2 * ready },
          preview: [],
          skipped: [
            { row: 4, reason: '030 277 1234 is a landline', cells: ['Ama', '030 277 1234', ''] },
          ],
        });
      } else {
        sendBack({
          type: 'import.commit.ready',
          contacts: [
            { name: 'Yaa Asare', phone: '+233245550101', group: command.mapping.addToGroup },
          ],
          duplicates: 1,
          skipped: 1,
        });
      }
    });
  });
}

function start(options: { fail?: string } = {}) {
  const commands: ReaderCommand[] = [];
  const inputs: ReaderInput[] = [];
  const actor = createActor(
    contactImportMachine.provide({
      actors: { readContactsFile: scriptedReader(commands, inputs, options.fail) },
    }),
    { input: { existingPhones: ['+233244123456'] } },
  ).start();
  const emitted: ContactImportEmitted[] = [];
  actor.on('import.download', (event) => emitted.push(event));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const file = new File(['Name,Phone\n'], 'church-members.csv', { type: 'text/csv' });
  return { actor, commands, inputs, emitted, settle, file };
}

describe('contact import machine', () => {
  it('reads a chosen file with the numbers already saved, then plans the suggested mapping', async () => {
    const { actor, commands, inputs, settle, file } = start();
    expect(selectImportStep(actor.getSnapshot())).toBe('choosing');
    actor.send({ type: 'import.file.choose', file });
    expect(selectImportStep(actor.getSnapshot())).toBe('reading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(inputs).toEqual([{ file, existingPhones: ['+233244123456'] }]);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ mapping: 'planned' });
    const mapping: ImportMapping = { columns: ['name', 'phone', 'group'], addToGroup: 'customers' };
    expect(commands).toEqual([{ type: 'plan', revision: 1, mapping }]);
    expect(snapshot.context.plan?.summary).toEqual({ ready: 1, duplicates: 1, skipped: 1 });
    expect(selectCanConfirm(snapshot)).toBe(true);
  });

  it('plans again on each change and drops an answer to an older mapping', async () => {
    const { actor, commands, settle, file } = start();
    actor.send({ type: 'import.file.choose', file });
    await settle();
    actor.send({ type: 'import.column.change', index: 1, field: 'ignore' });
    expect(selectHasNoPhoneColumn(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.plan?.summary.ready).toBe(0);
    expect(selectCanConfirm(actor.getSnapshot())).toBe(false);
    // A late answer to revision 1 arrives after revision 2 was asked for.
    actor.send({ type: 'import.group.change', group: 'vip' });
    actor.send({
      type: 'import.plan.ready',
      revision: 1,
      summary: { ready: 9, duplicates: 0, skipped: 0 },
      preview: [],
      skipped: [],
    });
    expect(actor.getSnapshot().context.plan?.summary.ready).toBe(0);
    expect(commands.map((command) => command.type === 'plan' && command.revision)).toEqual([
      1, 2, 3,
    ]);
    expect(commands.at(-1)).toEqual({
      type: 'plan',
      revision: 3,
      mapping: { columns: ['name', 'ignore', 'group'], addToGroup: 'vip' },
    });
  });

  it('"Import N contacts" hands the new contacts over as its output, and stops', async () => {
    const { actor, settle, file } = start();
    actor.send({ type: 'import.file.choose', file });
    await settle();
    actor.send({ type: 'import.group.change', group: 'vip' });
    actor.send({ type: 'import.confirm' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'imported',
      fileName: 'church-members.csv',
      contacts: [{ name: 'Yaa Asare', phone: '+233245550101', group: 'vip' }],
      duplicates: 1,
      skipped: 1,
    });
  });

  it('will not import while nothing is ready', async () => {
    const { actor, settle, file } = start();
    actor.send({ type: 'import.file.choose', file });
    await settle();
    actor.send({ type: 'import.column.change', index: 1, field: 'ignore' });
    actor.send({ type: 'import.confirm' });
    expect(actor.getSnapshot().value).toEqual({ mapping: 'planned' });
  });

  it('downloads the skipped rows with their reasons', async () => {
    const { actor, emitted, settle, file } = start();
    actor.send({ type: 'import.file.choose', file });
    await settle();
    actor.send({ type: 'import.skipped.download' });
    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.fileName).toBe('church-members-skipped-rows.csv');
    const lines = emitted[0]?.content.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines?.slice(0, 2)).toEqual([
      'Name,Phone,Group,Reason',
      'Ama,030 277 1234,,030 277 1234 is a landline',
    ]);
  });

  it('refuses a file over 20 MB before reading it, and takes another file after', async () => {
    const { actor, inputs, settle, file } = start();
    const huge = new File(['x'], 'everyone.csv');
    Object.defineProperty(huge, 'size', { value: MAX_IMPORT_FILE_BYTES + 1 });
    actor.send({ type: 'import.file.choose', file: huge });
    expect(selectImportStep(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.failure).toMatch(
      /^everyone\.csv is 20\.1 MB; files up to 20 MB/,
    );
    expect(inputs).toEqual([]);
    actor.send({ type: 'import.file.choose', file });
    await settle();
    expect(actor.getSnapshot().matches('mapping')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('says why a file could not be read, and Choose another file starts over', async () => {
    const failing = start({ fail: 'This is not a contacts file.' });
    failing.actor.send({ type: 'import.file.choose', file: failing.file });
    await failing.settle();
    expect(selectImportStep(failing.actor.getSnapshot())).toBe('failed');
    expect(failing.actor.getSnapshot().context.failure).toBe('This is not a contacts file.');

    const { actor, settle, file } = start();
    actor.send({ type: 'import.file.choose', file });
    await settle();
    actor.send({ type: 'import.restart' });
    expect(selectImportStep(actor.getSnapshot())).toBe('choosing');
    expect(actor.getSnapshot().context.file).toBeNull();
    expect(actor.getSnapshot().children.reader).toBeUndefined();
  });

  it('cancel stops it with nothing to hand over', () => {
    const { actor } = start();
    actor.send({ type: 'import.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled' });
  });
});
