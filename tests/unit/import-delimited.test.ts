// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readDelimited } from '@/domain/import/delimited';
import { isHeaderRow } from '@/domain/import/table';

describe('readDelimited', () => {
  it('finds the delimiter: comma, semicolon or tab', () => {
    expect(readDelimited('Name,Phone\r\nKwame,0244123456\r\n').delimiter).toBe(',');
    expect(readDelimited('Name;Phone\r\nKwame;0244123456\r\n').delimiter).toBe(';');
    expect(readDelimited('Name\tPhone\nKwame\t0244123456\n').delimiter).toBe('\t');
  });

  it('is not misled by commas inside a semicolon file’s cells', () => {
    const text =
      'Name;Phone;Town\r\nBoateng, Kwame;0244123456;Kumasi, Ashanti\r\nAma;2,33244E+11;Osu\r\n';
    const { delimiter, table } = readDelimited(text);
    expect(delimiter).toBe(';');
    expect(table.rows).toEqual([
      ['Boateng, Kwame', '0244123456', 'Kumasi, Ashanti'],
      ['Ama', '2,33244E+11', 'Osu'],
    ]);
  });

  it('reads a one-column file as comma-separated', () => {
    const { delimiter, table } = readDelimited('0244123456\n0201234567\n');
    expect(delimiter).toBe(',');
    expect(table.headers).toEqual(['Column 1']);
  });

  it('keeps quoted delimiters, doubled quotes and line breaks in their cell', () => {
    const text =
      'Name,Notes,Phone\r\n' +
      '"Boateng, Kwame","Met in Kumasi.\r\nSays ""call after 5"".",0244123456\r\n' +
      'Ama Mensah,"one\ntwo\nthree",0201234567\r\n';
    const { table } = readDelimited(text);
    expect(table.rows).toEqual([
      ['Boateng, Kwame', 'Met in Kumasi.\r\nSays "call after 5".', '0244123456'],
      ['Ama Mensah', 'one\ntwo\nthree', '0201234567'],
    ]);
    // A record over several lines is one spreadsheet row.
    expect(table.rowNumbers).toEqual([2, 3]);
  });

  it('numbers rows as a spreadsheet shows them, blank lines counted but dropped', () => {
    const text = '\r\nName,Phone\r\n\r\nKwame,0244123456\r\n , \r\nAma,0201234567\r\n\r\n';
    const { table, hasHeader } = readDelimited(text);
    expect(hasHeader).toBe(true);
    expect(table.headers).toEqual(['Name', 'Phone']);
    expect(table.rows).toEqual([
      ['Kwame', '0244123456'],
      ['Ama', '0201234567'],
    ]);
    expect(table.rowNumbers).toEqual([4, 6]);
  });

  it('names the columns of a file without a header row and keeps its first row as data', () => {
    const { table, hasHeader } = readDelimited('Kwame Boateng,0244123456,VIP\nAma,020 123 4567,\n');
    expect(hasHeader).toBe(false);
    expect(table.headers).toEqual(['Column 1', 'Column 2', 'Column 3']);
    expect(table.rows[0]).toEqual(['Kwame Boateng', '0244123456', 'VIP']);
    expect(table.rowNumbers).toEqual([1, 2]);
  });

  it('pads short rows, names unnamed columns and drops columns that are empty throughout', () => {
    const text = 'Name,Phone,,\r\nKwame,0244123456,,\r\nAma,0201234567,Osu\r\nKofi\r\n';
    const { table } = readDelimited(text);
    expect(table.headers).toEqual(['Name', 'Phone', 'Column 3']);
    expect(table.rows).toEqual([
      ['Kwame', '0244123456', ''],
      ['Ama', '0201234567', 'Osu'],
      ['Kofi', '', ''],
    ]);
  });
});

describe('isHeaderRow', () => {
  it('takes a row without a phone number as the header', () => {
    expect(isHeaderRow(['Name', 'Phone'])).toBe(true);
    expect(isHeaderRow(['Customer', 'Contact', 'Town'])).toBe(true);
  });

  it('takes a row with a phone number as data, unless it names two known columns', () => {
    expect(isHeaderRow(['Kwame', '0244123456'])).toBe(false);
    expect(isHeaderRow(['Kwame', 'Mobile', '0244123456'])).toBe(false);
    expect(isHeaderRow(['Name', 'Mobile', '0244123456'])).toBe(true);
  });
});
