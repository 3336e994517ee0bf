// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NETWORKS } from '@/domain/networks';
import {
  approvedNetworks,
  canSendWith,
  checkSenderIdName,
  describeReview,
  isUnderReview,
  limitSenderId,
  PROMOTIONAL_REASON,
  PUBLIC_BODY_REASON,
  requestedSenderId,
  reviewSenderId,
  SAMPLE_SENDER_IDS,
  senderIdByName,
  senderIdLength,
  SENDER_ID_MAX_LENGTH,
  SENDER_ID_MIN_LENGTH,
  withStatuses,
  type SenderId,
  type SenderIdStatus,
} from '@/domain/sender-ids';

const check = (name: string) => checkSenderIdName(name, SAMPLE_SENDER_IDS);

/** The sample sender ID of that name; the test fails if there is none. */
function named(sender: SenderId | undefined): SenderId {
  if (!sender) throw new Error('No such sender ID.');
  return sender;
}

describe('the sample sender IDs', () => {
  it('hold one approved everywhere, one rejected on AirtelTigo and one in review', () => {
    const byName = (name: string) => named(senderIdByName(SAMPLE_SENDER_IDS, name));
    const main = byName('KumasiPharm');
    const deals = byName('KPL Deals');
    const alerts = byName('KPL Alerts');
    expect(approvedNetworks(main)).toEqual(['MTN', 'Telecel', 'AirtelTigo']);
    expect(approvedNetworks(deals)).toEqual(['MTN', 'Telecel']);
    expect(deals.statuses.AirtelTigo).toEqual({ state: 'rejected', reason: PROMOTIONAL_REASON });
    expect(approvedNetworks(alerts)).toEqual([]);
    expect([main, deals, alerts].map(canSendWith)).toEqual([true, true, false]);
    expect([main, deals, alerts].map(isUnderReview)).toEqual([false, false, true]);
  });

  it('are found by their exact name', () => {
    expect(senderIdByName(SAMPLE_SENDER_IDS, 'KPL Deals')?.name).toBe('KPL Deals');
    expect(senderIdByName(SAMPLE_SENDER_IDS, 'kpl deals')).toBeUndefined();
  });

  it('pass their own rules, bar being listed already', () => {
    for (const sender of SAMPLE_SENDER_IDS) {
      expect(checkSenderIdName(sender.name, [])).toBeNull();
    }
  });
});

describe('checkSenderIdName', () => {
  it.each([
    ['NkraHealth'],
    ['Tamale SHS'],
    ['Osu Fashion'],
    ['KPL 24'],
    ['ABC'],
    ['  AccraChurch  '],
  ])('takes %j', (name) => {
    expect(check(name)).toBeNull();
  });

  it.each([
    ['', 'Type the sender ID you want, for example your business name.'],
    ['   ', 'Type the sender ID you want, for example your business name.'],
    ['KP', 'KP is 2 characters: a sender ID has 3 to 11.'],
    ['K', 'K is 1 character: a sender ID has 3 to 11.'],
    ['KumasiPharmacy', 'KumasiPharmacy is 14 characters: a sender ID has 3 to 11.'],
    ['Ama & Co!', 'A sender ID takes only letters A to Z, digits and spaces, not “&” or “!”.'],
    ['Ɛfua Shop', 'A sender ID takes only letters A to Z, digits and spaces, not “Ɛ”.'],
    ['Kofi-Kofi', 'A sender ID takes only letters A to Z, digits and spaces, not “-”.'],
    ['0244 123', 'A sender ID needs at least one letter: 0244 123 has none.'],
    ['MoMo Deals', 'Networks refuse sender IDs with “MoMo” in them.'],
    ['mtn promo', 'Networks refuse sender IDs with “mtn” in them.'],
    ['Ecobank Osu', 'Networks refuse sender IDs with “Ecobank” in them.'],
    ['kpl deals', 'KPL Deals is already in your sender IDs.'],
    ['KumasiPharm', 'KumasiPharm is already in your sender IDs.'],
  ])('refuses %j: %s', (name, reason) => {
    expect(check(name)).toBe(reason);
  });

  it('checks the length before the characters, and the characters before a letter', () => {
    expect(check('!!')).toMatch(/2 characters/);
    expect(check('!!!')).toMatch(/not “!”/);
    expect(check('123')).toMatch(/at least one letter/);
  });

  it('counts an emoji as one character', () => {
    expect(check('😀😀')).toMatch(/2 characters/);
  });

  it('keeps the limits of the networks', () => {
    expect([SENDER_ID_MIN_LENGTH, SENDER_ID_MAX_LENGTH]).toEqual([3, 11]);
    expect(check('A'.repeat(11))).toBeNull();
    expect(check('A'.repeat(12))).toMatch(/12 characters/);
  });
});

describe('typing a sender ID', () => {
  it('stops at 11 characters, an emoji counted as one', () => {
    expect(limitSenderId('TemaMethodistChurch')).toBe('TemaMethodi');
    expect(limitSenderId('Nkra')).toBe('Nkra');
    const value = limitSenderId('Shop😀😀😀😀😀😀😀😀');
    expect(senderIdLength(value)).toBe(11);
    expect(value.endsWith('😀')).toBe(true);
  });
});

describe('reviewSenderId', () => {
  const approved: SenderIdStatus = { state: 'approved' };
  const everywhere = (status: SenderIdStatus) => ({
    MTN: status,
    Telecel: status,
    AirtelTigo: status,
  });

  it.each(['NkraHealth', 'Tamale SHS', 'KPL Alerts', 'Osu Fashion'])(
    'approves %s on every network',
    (name) => {
      expect(reviewSenderId(name)).toEqual(everywhere(approved));
    },
  );

  it.each(['Gov Ghana', 'GRA Kumasi', 'AccraPolice', 'ECG Alerts', 'KumasiBank', 'Ministry'])(
    'turns down %s everywhere: it names a public body or a bank',
    (name) => {
      expect(reviewSenderId(name)).toEqual(
        everywhere({ state: 'rejected', reason: PUBLIC_BODY_REASON }),
      );
    },
  );

  it('does not take a public body inside another word', () => {
    expect(reviewSenderId('Grace Shop')).toEqual(everywhere(approved));
    expect(reviewSenderId('Governors')).toEqual(everywhere(approved));
  });

  it.each(['Nkra Promo', 'KPL Deals', 'Best Offers'])(
    'approves %s on MTN and Telecel, AirtelTigo asks for a letter',
    (name) => {
      expect(reviewSenderId(name)).toEqual({
        MTN: approved,
        Telecel: approved,
        AirtelTigo: { state: 'rejected', reason: PROMOTIONAL_REASON },
      });
    },
  );

  it('decides the same way every time', () => {
    expect(reviewSenderId('Nkra Promo')).toEqual(reviewSenderId('Nkra Promo'));
  });
});

describe('a request and its decision', () => {
  it('starts Pending on every network, its name trimmed', () => {
    const sender = requestedSenderId('  NkraHealth ', '2026-12-01');
    expect(sender).toEqual({
      name: 'NkraHealth',
      requestedAt: '2026-12-01',
      statuses: everywherePending(),
    });
    expect(isUnderReview(sender)).toBe(true);
    expect(canSendWith(sender)).toBe(false);
  });

  it('replaces the statuses of that sender ID only', () => {
    const list = [...SAMPLE_SENDER_IDS];
    const next = withStatuses(list, 'KPL Alerts', reviewSenderId('KPL Alerts'));
    expect(approvedNetworks(named(next[2]))).toEqual([...NETWORKS]);
    expect(next.slice(0, 2)).toEqual(list.slice(0, 2));
    expect(named(list[2]).statuses.MTN).toEqual({ state: 'pending' });
  });

  it('is told as approved everywhere, approved on some, or rejected', () => {
    expect(describeReview('KPL Alerts', reviewSenderId('KPL Alerts'))).toEqual({
      kind: 'approved',
      title: 'KPL Alerts approved on MTN, Telecel and AirtelTigo',
      description: 'You can send with it on every network.',
    });
    expect(describeReview('Nkra Promo', reviewSenderId('Nkra Promo'))).toEqual({
      kind: 'mixed',
      title: 'Nkra Promo approved on MTN and Telecel, rejected on AirtelTigo',
      description: `AirtelTigo: ${PROMOTIONAL_REASON}`,
    });
    expect(describeReview('GRA Kumasi', reviewSenderId('GRA Kumasi'))).toEqual({
      kind: 'rejected',
      title: 'GRA Kumasi rejected on MTN, Telecel and AirtelTigo',
      description: `MTN, Telecel and AirtelTigo: ${PUBLIC_BODY_REASON}`,
    });
  });
});

function everywherePending() {
  const pending: SenderIdStatus = { state: 'pending' };
  return { MTN: pending, Telecel: pending, AirtelTigo: pending };
}
