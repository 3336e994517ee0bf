/**
 * The file "Download template" gives: the three columns this app reads, and two rows that show
 * both ways of writing a number. The byte-order mark makes Excel read it as UTF-8. The people
 * and numbers are fictional.
 */

export const CONTACTS_TEMPLATE_FILE_NAME = 'nkra-contacts-template.csv';

export const CONTACTS_TEMPLATE_CSV =
  '\uFEFFName,Phone,Group\r\n' +
  'Ama Owusu,024 555 0134,Customers\r\n' +
  'Kofi Appiah,+233 20 555 0178,VIP\r\n';
