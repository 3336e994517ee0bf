import { Badge } from '@chakra-ui/react';
import { statusLabel, statusTone, type StatusTone } from '@/domain/campaigns';

const PALETTE: Record<StatusTone, string> = {
  success: 'green',
  info: 'blue',
  neutral: 'gray',
  danger: 'red',
  progress: 'brand',
  warning: 'gold',
  unknown: 'orange',
};

/** A campaign's status: known ones in their colour, any other value exactly as it came. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={PALETTE[statusTone(status)]} variant="subtle" size="md">
      {statusLabel(status)}
    </Badge>
  );
}
