/** What the chart's colours and marks mean, for the marks it currently shows. */
import { HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { chartColors as colors } from './chart-style';

export interface ChartLegendProps {
  active: boolean;
  uncovered: boolean;
  journey: boolean;
  lastTransition: boolean;
}

function Swatch({ children }: { children: ReactNode }) {
  return (
    <svg width="28" height="16" viewBox="0 0 28 16" aria-hidden="true">
      {children}
    </svg>
  );
}

function Item({ swatch, label, mark }: { swatch: ReactNode; label: string; mark: string }) {
  return (
    <HStack as="li" gap="1.5" data-legend={mark}>
      <Swatch>{swatch}</Swatch>
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
    </HStack>
  );
}

export function ChartLegend({ active, uncovered, journey, lastTransition }: ChartLegendProps) {
  if (!active && !uncovered && !journey && !lastTransition) return null;
  return (
    <HStack as="ul" aria-label="Legend" listStyleType="none" gap="4" mb="2" wrap="wrap">
      {active && (
        <Item
          mark="active"
          label="Active state"
          swatch={
            <rect
              x="2"
              y="2"
              width="24"
              height="12"
              rx="3"
              fill={colors.activeFill}
              stroke={colors.activeLine}
              strokeWidth="2"
            />
          }
        />
      )}
      {lastTransition && (
        <Item
          mark="last"
          label="Last transition"
          swatch={<path d="M 2 8 H 24" stroke={colors.activeLine} strokeWidth="2.5" />}
        />
      )}
      {uncovered && (
        <Item
          mark="uncovered"
          label="Not reached by any test"
          swatch={
            <>
              <rect
                x="2"
                y="2"
                width="11"
                height="12"
                rx="3"
                fill={colors.uncoveredFill}
                stroke={colors.uncovered}
                strokeDasharray="3 3"
              />
              <path
                d="M 16 8 H 26"
                stroke={colors.uncovered}
                strokeWidth="1.5"
                strokeDasharray="4 3"
              />
            </>
          }
        />
      )}
      {journey && (
        <Item
          mark="journey"
          label="Journey step"
          swatch={
            <>
              <circle cx="14" cy="8" r="7" fill={colors.badgeFill} />
              <text
                x="14"
                y="8"
                textAnchor="middle"
                dominantBaseline="central"
                fontSize="9"
                fontWeight="700"
                fill={colors.badgeText}
              >
                1
              </text>
            </>
          }
        />
      )}
    </HStack>
  );
}
