import { formatNumber } from '@/domain/numbers';

/** "1 contact", "20,000 contacts". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;
