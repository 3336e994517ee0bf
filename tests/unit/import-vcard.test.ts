// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readVCards, vcardFormatLabel } from '@/domain/import/vcard';

const card = (...lines: string[]) => ['BEGIN:VCARD', ...lines, 'END:VCARD'].join('\r\n');
const file = (...cards: string[]) => `${cards.join('\r\n')}\r\n`;

describe('readVCards', () => {
  it('gives every card a row of Name, Phone and Group, numbered by its place in the file', () => {
    const { table, versions, cards } = readVCards(
      file(
        card('VERSION:3.0', 'FN:Kwame Boateng', 'TEL;TYPE=CELL:024 412 3456'),
        card('VERSION:3.0', 'FN:Ama Mensah', 'TEL:020 123 4567', 'CATEGORIES:VIP'),
      ),
    );
    expect(table.headers).toEqual(['Name', 'Phone', 'Group']);
    expect(table.rows).toEqual([
      ['Kwame Boateng', '024 412 3456', ''],
      ['Ama Mensah', '020 123 4567', 'VIP'],
    ]);
    expect(table.rowNumbers).toEqual([1, 2]);
    expect(versions).toEqual(['3.0']);
    expect(cards).toBe(2);
  });

  it('names a card from N (given, then family) when it has no FN', () => {
    const { table } = readVCards(file(card('VERSION:3.0', 'N:Asante;Yaw;Kofi;Mr.;', 'TEL:0244')));
    expect(table.rows[0]?.[0]).toBe('Yaw Asante');
  });

  it('puts mobile numbers first and joins all of them', () => {
    const { table } = readVCards(
      file(
        card(
          'VERSION:3.0',
          'FN:Kwame',
          'TEL;TYPE=WORK,VOICE:030 277 1234',
          'TEL;TYPE=HOME:+44 20 7946 0000',
          'TEL;TYPE=CELL,VOICE:024 412 3456',
        ),
      ),
    );
    expect(table.rows[0]?.[1]).toBe('024 412 3456 ::: 030 277 1234 ::: +44 20 7946 0000');
  });

  it('reads vCard 2.1 as Android writes it: bare types, QUOTED-PRINTABLE with soft breaks', () => {
    const { table, versions } = readVCards(
      file(
        card(
          'VERSION:2.1',
          'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C6=86wusu;Kwabena;;;',
          'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=4B=77=61=62=65=6E=61=20=C6=86=77=',
          '=75=73=75',
          'TEL;HOME:030 277 1234',
          'TEL;CELL;PREF:0244123456',
        ),
        card('VERSION:2.1', 'N;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Nyark=C9=94;Abena;;;'),
      ),
    );
    expect(table.rows).toEqual([
      ['Kwabena Ɔwusu', '0244123456 ::: 030 277 1234', ''],
      ['Abena Nyarkɔ', '', ''],
    ]);
    expect(versions).toEqual(['2.1']);
  });

  it('decodes QUOTED-PRINTABLE in the charset the card names, or UTF-8 failing that 1252', () => {
    const { table } = readVCards(
      file(
        card('VERSION:2.1', 'FN;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:Am=E9lie Kouassi'),
        card('VERSION:2.1', 'FN;CHARSET=WINDOWS-1252;QUOTED-PRINTABLE:S=E8na =96 Agbeko'),
        card('VERSION:2.1', 'FN;ENCODING=QUOTED-PRINTABLE:Fran=C3=A7ois'),
        card('VERSION:2.1', 'FN;ENCODING=QUOTED-PRINTABLE:Fran=E7ois'),
      ),
    );
    expect(table.rows.map((row) => row[0])).toEqual([
      'Amélie Kouassi',
      'Sèna – Agbeko',
      'François',
      'François',
    ]);
  });

  it('reads vCard 3.0 as iPhones write it, Apple’s item labels included', () => {
    const { table } = readVCards(
      file(
        card(
          'VERSION:3.0',
          'N:Mensah;Ama;;;',
          'FN:Ama Mensah',
          'TEL;type=WORK;type=VOICE;type=pref:030 277 1234',
          'item1.TEL:+233 20 555 0602',
          'item1.X-ABLabel:_$!<Mobile>!$_',
        ),
      ),
    );
    expect(table.rows[0]?.[1]).toBe('+233 20 555 0602 ::: 030 277 1234');
  });

  it('unfolds lines continued after a space or a tab, and undoes backslash escapes', () => {
    const { table } = readVCards(
      file(card('VERSION:3.0', 'FN:Kojo Da', ' nso\\, Jr.', 'TEL;TYPE=CELL:024', '\t412 3456')),
    );
    expect(table.rows[0]).toEqual(['Kojo Danso, Jr.', '024412 3456', '']);
  });

  it('reads vCard 4.0 tel: URIs and quoted type lists', () => {
    const { table, versions } = readVCards(
      file(
        card(
          'VERSION:4.0',
          'FN:Dzifa Agbeko',
          'TEL;VALUE=uri;TYPE=work:tel:+233-30-277-1234;ext=12',
          'TEL;VALUE=uri;TYPE="cell,voice":tel:+233-24-555-0801',
          'CATEGORIES:VIP,Friends',
          'CATEGORIES:Prospects',
        ),
      ),
    );
    expect(table.rows[0]).toEqual([
      'Dzifa Agbeko',
      '+233-24-555-0801 ::: +233-30-277-1234',
      'VIP ::: Friends ::: Prospects',
    ]);
    expect(versions).toEqual(['4.0']);
  });

  it('leaves out cards with nothing to import but keeps counting them', () => {
    const { table, cards } = readVCards(
      file(
        card('VERSION:3.0', 'EMAIL:only@example.com'),
        card('VERSION:3.0', 'FN:Kofi', 'TEL:0244123456'),
      ),
    );
    expect(table.rowNumbers).toEqual([2]);
    expect(cards).toBe(2);
  });

  it('skips photos and other properties, folded over many lines', () => {
    const { table } = readVCards(
      file(
        card(
          'VERSION:3.0',
          'FN:Esi',
          'PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD',
          ' Hh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL',
          'TEL:0244123456',
        ),
      ),
    );
    expect(table.rows).toEqual([['Esi', '0244123456', '']]);
  });

  it('lists each version once, in order, for a file of several', () => {
    const { versions } = readVCards(
      file(card('VERSION:3.0', 'FN:A'), card('VERSION:2.1', 'FN:B'), card('VERSION:3.0', 'FN:C')),
    );
    expect(versions).toEqual(['2.1', '3.0']);
  });
});

describe('vcardFormatLabel', () => {
  it('names the version, or lists several', () => {
    expect(vcardFormatLabel(['3.0'])).toBe('vCard 3.0');
    expect(vcardFormatLabel(['2.1', '3.0'])).toBe('vCard 2.1 and 3.0');
    expect(vcardFormatLabel(['2.1', '3.0', '4.0'])).toBe('vCard 2.1, 3.0 and 4.0');
    expect(vcardFormatLabel([])).toBe('vCard');
  });
});
