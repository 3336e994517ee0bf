// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CONTACTS } from '@/domain/sample-contacts';
import { contactsToCsv } from '@/domain/csv';
import { planImport } from '@/domain/import/plan';
import { readContactsFile } from '@/domain/import/read-file';
import { CONTACTS_TEMPLATE_CSV, CONTACTS_TEMPLATE_FILE_NAME } from '@/domain/import/template';
import { EXPECTED_ADD_TO_GROUP, EXPECTED_IMPORTS } from '../fixtures/contacts/expected';

const fixture = (name: string) =>
  new Uint8Array(
    readFileSync(fileURLToPath(new URL(`../fixtures/contacts/${name}`, import.meta.url))),
  );

describe('each contacts fixture, read and planned end to end', () => {
  it.each(EXPECTED_IMPORTS.map((expected) => [expected.file, expected] as const))(
    '%s',
    async (file, expected) => {
      const result = await readContactsFile(fixture(file), file);
      if (!result.ok) throw new Error(`${file} was refused: ${result.reason}`);
      expect(result.meta).toEqual({
        format: expected.format,
        formatLabel: expected.formatLabel,
        encoding: expected.encoding,
        delimiter: expected.delimiter,
      });
      const plan = planImport(
        result.table,
        { columns: result.mapping, addToGroup: EXPECTED_ADD_TO_GROUP },
        new Set(),
      );
      expect(plan.ready.map(({ name, phone }) => ({ name, phone }))).toEqual(expected.ready);
      expect(plan.ready.map(({ group }) => group)).toEqual(expected.groups);
      expect(plan.duplicates).toBe(expected.duplicates);
      expect(plan.skipped.map(({ row, reason }) => ({ row, reason }))).toEqual(expected.skipped);
    },
  );

  it('has an expectation for every fixture file', () => {
    const listed = new Set(EXPECTED_IMPORTS.map(({ file }) => file));
    const dir = fileURLToPath(new URL('../fixtures/contacts/', import.meta.url));
    const files = readdirSync(dir).filter((name) => !/\.(ts|mjs)$/.test(name));
    expect(files.sort()).toEqual([...listed].sort());
  });

  it('holds Nkra’s own export exactly as Export writes it', () => {
    const exported = SAMPLE_CONTACTS.filter(({ id }) => [1, 2, 3, 4, 6].includes(id));
    // ignoreBOM keeps the byte-order mark in the text, so the comparison covers it.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(fixture('nkra-export.csv'));
    expect(text).toBe(`\uFEFF${contactsToCsv(exported)}`);
  });

  it('holds the template exactly as Download template gives it', () => {
    expect(CONTACTS_TEMPLATE_FILE_NAME).toBe('nkra-contacts-template.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      fixture(CONTACTS_TEMPLATE_FILE_NAME),
    );
    expect(text).toBe(CONTACTS_TEMPLATE_CSV);
  });
});
