/**
 * Ghana's mobile networks and the prefixes each was given. Source: National Communications
 * Authority (NCA), National Numbering Plan: MTN 024, 025, 053, 054, 055, 059; Telecel (formerly
 * Vodafone) 020, 050; AirtelTigo 026, 027, 056, 057. A ported number keeps its prefix, so this
 * is the network a number was issued on, which is what sender-ID approval follows.
 */
export const NETWORKS = ['MTN', 'Telecel', 'AirtelTigo'] as const;
export type Network = (typeof NETWORKS)[number];

/** The two digits after +233 (or after the 0 at home), by network. */
export const NETWORK_PREFIXES: Readonly<Record<Network, readonly string[]>> = {
  MTN: ['24', '25', '53', '54', '55', '59'],
  Telecel: ['20', '50'],
  AirtelTigo: ['26', '27', '56', '57'],
};

const BY_PREFIX: ReadonlyMap<string, Network> = new Map(
  NETWORKS.flatMap((network) => NETWORK_PREFIXES[network].map((prefix) => [prefix, network])),
);

/** The network of a Ghana mobile number in E.164 ("+233241234567" is MTN); null for others. */
export function networkOf(e164: string): Network | null {
  if (!e164.startsWith('+233') || e164.length !== 13) return null;
  return BY_PREFIX.get(e164.slice(4, 6)) ?? null;
}

/**
 * Every mobile prefix of the plan, as dialled at home without the 0: the three networks' ranges,
 * and 23 (Glo) and 28 (Expresso), assigned to networks that have closed, whose numbers still exist
 * where they were ported.
 */
export const GHANA_MOBILE_PREFIXES: ReadonlySet<string> = new Set([
  ...NETWORKS.flatMap((network) => NETWORK_PREFIXES[network]),
  '23',
  '28',
]);
