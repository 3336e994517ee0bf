// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTACT_CSV_HEADER } from '@/domain/csv';
import {
  formatLabel,
  headerKey,
  mappingProblem,
  readGroupCell,
  recogniseFormat,
  suggestMapping,
  suggestMappingForTable,
  suggestMappingFromContent,
} from '@/domain/import/formats';
import type { ImportField } from '@/domain/import/types';

const GOOGLE =
  'First Name,Middle Name,Last Name,Phonetic First Name,Phonetic Middle Name,Phonetic Last Name,Name Prefix,Name Suffix,Nickname,File As,Organization Name,Organization Title,Organization Department,Birthday,Notes,Photo,Labels,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value,Phone 2 - Label,Phone 2 - Value,Address 1 - Label,Address 1 - Formatted'.split(
    ',',
  );
const GOOGLE_LEGACY =
  'Name,Given Name,Additional Name,Family Name,Yomi Name,Given Name Yomi,Additional Name Yomi,Family Name Yomi,Name Prefix,Name Suffix,Initials,Nickname,Short Name,Maiden Name,Birthday,Gender,Location,Billing Information,Directory Server,Mileage,Occupation,Hobby,Sensitivity,Priority,Subject,Notes,Language,Photo,Group Membership,E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Type,Phone 1 - Value'.split(
    ',',
  );
const OUTLOOK_DESKTOP = [
  'Title',
  'First Name',
  'Middle Name',
  'Last Name',
  'Suffix',
  'Company',
  'Department',
  'Job Title',
  'Business Street',
  'Business City',
  "Assistant's Phone",
  'Business Fax',
  'Business Phone',
  'Business Phone 2',
  'Callback',
  'Car Phone',
  'Company Main Phone',
  'Home Fax',
  'Home Phone',
  'Home Phone 2',
  'ISDN',
  'Mobile Phone',
  'Other Fax',
  'Other Phone',
  'Pager',
  'Primary Phone',
  'Radio Phone',
  'TTY/TDD Phone',
  'Telex',
  'Account',
  'Categories',
  'E-mail Address',
  'E-mail Display Name',
  'Government ID Number',
  'Notes',
  'Organizational ID Number',
  'User 1',
  'Web Page',
];
const OUTLOOK_WEB =
  "First Name,Middle Name,Last Name,Title,Suffix,Nickname,Given Yomi,Surname Yomi,E-mail Address,E-mail 2 Address,E-mail 3 Address,Home Phone,Home Phone 2,Business Phone,Business Phone 2,Mobile Phone,Car Phone,Other Phone,Primary Phone,Pager,Business Fax,Home Fax,Other Fax,Company Main Phone,Callback,Radio Phone,Telex,TTY/TDD Phone,IMAddress,Job Title,Department,Company,Office Location,Manager's Name,Assistant's Name,Assistant's Phone,Notes".split(
    ',',
  );

/** The columns a mapping gives each field, by header, leaving out the ignored ones. */
function mapped(headers: readonly string[], fields: readonly ImportField[]) {
  const byField: Partial<Record<ImportField, string[]>> = {};
  fields.forEach((field, index) => {
    if (field !== 'ignore') (byField[field] ??= []).push(headers[index] ?? '');
  });
  return byField;
}

describe('recogniseFormat', () => {
  it('knows Nkra’s export and template, in any order, case and spacing', () => {
    expect(recogniseFormat([...CONTACT_CSV_HEADER])).toBe('nkra');
    expect(recogniseFormat(['Name', 'Phone', 'Group'])).toBe('nkra');
    expect(recogniseFormat(['PHONE', ' name ', 'group', 'last_contact', 'Status'])).toBe('nkra');
    expect(recogniseFormat(['Name', 'Phone', 'Group', 'Town'])).toBe('spreadsheet');
  });

  it('knows Google’s current and older exports and Outlook’s two', () => {
    expect(recogniseFormat(GOOGLE)).toBe('google');
    expect(recogniseFormat(GOOGLE_LEGACY)).toBe('google-legacy');
    expect(recogniseFormat(OUTLOOK_DESKTOP)).toBe('outlook');
    expect(recogniseFormat(OUTLOOK_WEB)).toBe('outlook');
  });

  it('calls anything else a spreadsheet', () => {
    expect(recogniseFormat(['Customer', 'Contact'])).toBe('spreadsheet');
    expect(recogniseFormat(['Column 1', 'Column 2'])).toBe('spreadsheet');
  });
});

describe('formatLabel', () => {
  it('names each format, and a spreadsheet by its delimiter', () => {
    expect(formatLabel('nkra', ',')).toBe('Nkra CSV');
    expect(formatLabel('google', ',')).toBe('Google Contacts CSV');
    expect(formatLabel('google-legacy', ',')).toBe('Google Contacts CSV (older format)');
    expect(formatLabel('outlook', ',')).toBe('Outlook CSV');
    expect(formatLabel('xlsx', null)).toBe('Excel workbook (.xlsx)');
    expect(formatLabel('spreadsheet', ',')).toBe('Spreadsheet (comma-separated)');
    expect(formatLabel('spreadsheet', ';')).toBe('Spreadsheet (semicolon-separated)');
    expect(formatLabel('spreadsheet', '\t')).toBe('Spreadsheet (tab-separated)');
  });
});

describe('suggestMapping', () => {
  it('maps Nkra’s export and ignores its status and last contact', () => {
    expect(suggestMapping(CONTACT_CSV_HEADER)).toEqual([
      'name',
      'phone',
      'group',
      'ignore',
      'ignore',
    ]);
  });

  it('maps Google’s columns: first and last name, Labels, each "Phone N - Value"', () => {
    expect(mapped(GOOGLE, suggestMapping(GOOGLE))).toEqual({
      firstName: ['First Name'],
      lastName: ['Last Name'],
      group: ['Labels'],
      phone: ['Phone 1 - Value', 'Phone 2 - Value'],
    });
  });

  it('maps Google’s older columns, taking Name whole so Given and Family Name are not added', () => {
    expect(mapped(GOOGLE_LEGACY, suggestMapping(GOOGLE_LEGACY))).toEqual({
      name: ['Name'],
      group: ['Group Membership'],
      phone: ['Phone 1 - Value'],
    });
  });

  it('maps every Outlook phone but no fax, pager, ISDN, telex or ID number', () => {
    expect(mapped(OUTLOOK_DESKTOP, suggestMapping(OUTLOOK_DESKTOP))).toEqual({
      firstName: ['First Name'],
      lastName: ['Last Name'],
      group: ['Categories'],
      phone: [
        "Assistant's Phone",
        'Business Phone',
        'Business Phone 2',
        'Car Phone',
        'Company Main Phone',
        'Home Phone',
        'Home Phone 2',
        'Mobile Phone',
        'Other Phone',
        'Primary Phone',
        'Radio Phone',
        'TTY/TDD Phone',
      ],
    });
    expect(mapped(OUTLOOK_WEB, suggestMapping(OUTLOOK_WEB))).toMatchObject({
      firstName: ['First Name'],
      lastName: ['Last Name'],
    });
    expect(mapped(OUTLOOK_WEB, suggestMapping(OUTLOOK_WEB)).group).toBeUndefined();
  });

  it('reads the name headers people write', () => {
    for (const header of ['Name', 'Full name', 'FULL NAME', 'Contact name', 'Display Name']) {
      expect(suggestMapping([header]), header).toEqual(['name']);
    }
    for (const header of ['First name', 'Given name', 'first_name', 'Other names']) {
      expect(suggestMapping([header]), header).toEqual(['firstName']);
    }
    for (const header of ['Last name', 'Family name', 'Surname', 'LastName']) {
      expect(suggestMapping([header]), header).toEqual(['lastName']);
    }
    expect(suggestMapping(['Surname', 'Other names', 'Full Name'])).toEqual([
      'ignore',
      'ignore',
      'name',
    ]);
    expect(suggestMapping(['Name', 'Display Name'])).toEqual(['name', 'ignore']);
  });

  it('reads the phone headers people write, and not what only sounds like one', () => {
    for (const header of [
      'Phone',
      'Mobile',
      'Cell',
      'Tel',
      'Tel.',
      'Telephone',
      'Number',
      'Phone number',
      'Mobile No.',
      'MSISDN',
      'WhatsApp',
      'Phone 3 - Value',
    ]) {
      expect(suggestMapping([header]), header).toEqual(['phone']);
    }
    for (const header of [
      'Phone 1 - Label',
      'Phone 1 - Type',
      'Business Fax',
      'Government ID Number',
      'Telex',
      'E-mail 1 - Value',
      'Phonetic First Name',
      'Last Contact',
    ]) {
      expect(suggestMapping([header]), header).toEqual(['ignore']);
    }
  });

  it('reads the group headers, taking the first', () => {
    for (const header of [
      'Group',
      'Groups',
      'Contact group',
      'Labels',
      'Group Membership',
      'Categories',
    ]) {
      expect(suggestMapping([header]), header).toEqual(['group']);
    }
    expect(suggestMapping(['Group', 'Labels'])).toEqual(['group', 'ignore']);
  });

  it('keys headers without case, spaces or underscores', () => {
    expect(headerKey(' Last  Contact ')).toBe('lastcontact');
    expect(headerKey('last_contact')).toBe('lastcontact');
  });
});

describe('suggestMappingFromContent', () => {
  it('finds the phone column, the group column and the first column of words', () => {
    const rows = [
      ['1', 'Kwame Boateng', 'Kumasi', '024 412 3456', 'VIP'],
      ['2', 'Ama Mensah', 'Accra', '+233 20 123 4567', 'customers'],
      ['3', 'Kofi Owusu', 'Tamale', '', 'Prospects'],
    ];
    expect(suggestMappingFromContent(rows, 5)).toEqual([
      'ignore',
      'name',
      'ignore',
      'phone',
      'group',
    ]);
  });

  it('needs most of a column to be numbers before calling it the phone column', () => {
    const rows = [
      ['Kwame', 'call 024 412 3456', '0244123456'],
      ['Ama', 'none', '0201234567'],
      ['Kofi', '0551239876', 'not known'],
    ];
    expect(suggestMappingFromContent(rows, 3)).toEqual(['name', 'ignore', 'phone']);
  });

  it('fills in from the content what unknown headers leave out', () => {
    const headers = ['Customer', 'Contact', 'Groups'];
    const rows = [
      ['Kwame Boateng', '024 412 3456', 'vip'],
      ['Ama Mensah', '020 123 4567', ''],
    ];
    expect(suggestMappingForTable(headers, rows)).toEqual(['name', 'phone', 'group']);
    expect(suggestMappingForTable(['Name', 'Phone'], rows)).toEqual(['name', 'phone']);
  });
});

describe('readGroupCell', () => {
  it('finds the first value that names one of the account’s groups, in any case', () => {
    expect(readGroupCell('customers')).toBe('customers');
    expect(readGroupCell('Customer')).toBe('customers');
    expect(readGroupCell('PROSPECT')).toBe('prospects');
    expect(readGroupCell('vip')).toBe('vip');
    expect(readGroupCell('VIP  Customers')).toBe('vip');
    expect(readGroupCell('* myContacts ::: VIP')).toBe('vip');
    expect(readGroupCell('Friends;Prospects')).toBe('prospects');
    expect(readGroupCell('Friends, Customers, VIP')).toBe('customers');
  });

  it('finds none in Google’s own labels, other names and blanks', () => {
    expect(readGroupCell('* myContacts ::: * starred')).toBeNull();
    expect(readGroupCell('Family')).toBeNull();
    expect(readGroupCell('')).toBeNull();
    expect(readGroupCell('constructor')).toBeNull();
  });
});

describe('mappingProblem', () => {
  it('asks for a phone column, then a name', () => {
    expect(mappingProblem(['name', 'ignore'])).toBe('Choose the column that holds phone numbers.');
    expect(mappingProblem(['phone', 'group'])).toBe('Choose the column that holds names.');
    expect(mappingProblem(['lastName', 'phone'])).toBeNull();
  });
});
