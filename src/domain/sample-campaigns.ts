import { isoDay, NOTHING_SENT, percent, type Campaign } from './campaigns';

/** What a completed campaign reached. */
interface SentFigures {
  recipients: number;
  delivered: number;
  failed: number;
  clicked: number;
  optOuts: number;
}

function completed(
  base: Pick<Campaign, 'id' | 'name' | 'message' | 'group' | 'sentDate'>,
  figures: SentFigures,
): Campaign {
  return {
    ...base,
    ...figures,
    status: 'completed',
    deliveryRate: percent(figures.delivered, figures.recipients),
    clickRate: percent(figures.clicked, figures.delivered),
  };
}

function unsent(
  base: Pick<Campaign, 'id' | 'name' | 'message' | 'group' | 'sentDate' | 'status'> &
    Pick<Campaign, 'sentTime'>,
  recipients: number,
): Campaign {
  return { ...base, ...NOTHING_SENT, recipients };
}

/**
 * The demo account's campaigns (Kumasi Pharma Ltd), dated around `today` so that scheduled
 * ones are always still to come: drafts first, then the latest date first. Every message fits
 * one 160-character SMS.
 */
export function sampleCampaigns(today: Date): Campaign[] {
  const day = (offset: number) => isoDay(today, offset);
  return [
    unsent(
      {
        id: 1,
        name: 'New Branch at Ahodwo',
        status: 'draft',
        sentDate: '',
        group: 'prospects',
        message:
          'Kumasi Pharma opens at Ahodwo Roundabout on Monday! Qualified pharmacists, NHIS accepted, free delivery within 5 km. Reply STOP to opt out.',
      },
      890,
    ),
    unsent(
      {
        id: 2,
        name: 'VIP Loyalty Points',
        status: 'draft',
        sentDate: '',
        group: 'vip',
        message:
          'Dear [name], you have loyalty points waiting at Kumasi Pharma. Redeem them on vitamins and baby care before 31 Jan. Reply STOP to opt out.',
      },
      145,
    ),
    unsent(
      {
        id: 3,
        name: 'World Diabetes Week',
        status: 'scheduled',
        sentDate: day(9),
        sentTime: '09:30',
        group: 'customers',
        message:
          'World Diabetes Week: free glucose test with any purchase at Kumasi Pharma, Mon to Sat. Know your numbers, stay healthy. Reply STOP to opt out.',
      },
      1250,
    ),
    unsent(
      {
        id: 4,
        name: 'Christmas Opening Hours',
        status: 'scheduled',
        sentDate: day(4),
        sentTime: '10:00',
        group: 'all',
        message:
          'Kumasi Pharma is open 8am to 4pm on 24 and 31 Dec, closed 25 Dec and 1 Jan. Emergency line: 0322 000 000. Merry Christmas! Reply STOP to opt out.',
      },
      2847,
    ),
    completed(
      {
        id: 5,
        name: 'Harmattan Skin Care Promo',
        sentDate: day(-3),
        group: 'customers',
        message:
          'Harmattan is here! 15% off shea butter, lip balm and body lotion at Kumasi Pharma, Adum and Asokwa, till Sunday. Show this SMS. Reply STOP to opt out.',
      },
      { recipients: 1250, delivered: 1218, failed: 12, clicked: 187, optOuts: 4 },
    ),
    unsent(
      {
        id: 6,
        name: 'Vitamin C Flash Sale',
        status: 'failed',
        sentDate: day(-6),
        group: 'customers',
        message:
          'Flash sale today only: buy 2 Vitamin C 1000mg packs, get 1 free at all Kumasi Pharma branches. Reply STOP to opt out.',
      },
      1250,
    ),
    completed(
      {
        id: 7,
        name: 'Free Blood Pressure Screening',
        sentDate: day(-10),
        group: 'all',
        message:
          'Free blood pressure and sugar checks this Saturday, 9am to 2pm, at Kumasi Pharma Adum. No booking needed. Details: nkra.example.com/bp Reply STOP to opt out.',
      },
      { recipients: 2847, delivered: 2779, failed: 31, clicked: 312, optOuts: 9 },
    ),
    completed(
      {
        id: 8,
        name: 'Prescription Refill Reminder',
        sentDate: day(-17),
        group: 'vip',
        message:
          'Hello [name], your monthly prescription is ready for refill. Call 0322 000 000 and we will have it packed for pickup or delivery. Kumasi Pharma',
      },
      { recipients: 145, delivered: 144, failed: 1, clicked: 61, optOuts: 0 },
    ),
    completed(
      {
        id: 9,
        name: 'Malaria Season Stock Alert',
        sentDate: day(-24),
        group: 'prospects',
        message:
          'Rainy season means mosquitoes. Treated nets, repellents and malaria test kits are in stock at Kumasi Pharma. Ask our pharmacist. Reply STOP to opt out.',
      },
      { recipients: 890, delivered: 861, failed: 18, clicked: 94, optOuts: 6 },
    ),
    completed(
      {
        id: 10,
        name: 'Monthly Health Tips Newsletter',
        sentDate: day(-31),
        group: 'newsletter',
        message:
          'Health tip from Kumasi Pharma: drink at least 8 cups of water a day in the dry season. More tips: nkra.example.com/tips Reply STOP to opt out.',
      },
      { recipients: 1630, delivered: 1598, failed: 20, clicked: 205, optOuts: 11 },
    ),
  ];
}
