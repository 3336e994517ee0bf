/**
 * The caption under a state that the pointer rests on or the keyboard focuses: its name, what
 * kind of state it is and its description. A visible caption, not only an SVG `<title>`, so
 * keyboard users see it too; screen readers hear the same text from the state's `<desc>`.
 */
import { Box, Text } from '@chakra-ui/react';
import { type StateStatus, statusWords } from './chart-state';
import type { ChartNode } from './graph';
import { stateTitle } from './chart-metrics';

const CAPTION_WIDTH = 280;

export interface ChartCaptionProps {
  node: ChartNode;
  status: StateStatus;
  /** Where the state's bottom left corner is, in the viewport's pixels. */
  anchor: { x: number; y: number };
}

export function ChartCaption({ node, status, anchor }: ChartCaptionProps) {
  const words = [...(node.parentId === null ? ['machine'] : []), ...statusWords(node, status)];
  // Kept inside the viewport: never past its right edge, never left of its left one.
  const left = `max(8px, min(${anchor.x}px, calc(100% - ${CAPTION_WIDTH + 8}px)))`;
  return (
    <Box
      aria-hidden="true"
      data-testid="chart-caption"
      position="absolute"
      left={left}
      top={`${Math.max(8, anchor.y + 8)}px`}
      maxW={`${CAPTION_WIDTH}px`}
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderColor="border.emphasized"
      rounded="l2"
      shadow="md"
      px="3"
      py="2"
      pointerEvents="none"
      zIndex="1"
    >
      <Text textStyle="sm" fontWeight="semibold">
        {stateTitle(node)}
        {words.length > 0 && (
          <Text as="span" fontWeight="normal" color="fg.muted">
            {' '}
            · {words.join(' · ')}
          </Text>
        )}
      </Text>
      <Text textStyle="sm" color={node.description ? 'fg' : 'fg.muted'} mt="0.5">
        {node.description ?? 'No description in the machine.'}
      </Text>
      <Text textStyle="xs" color="fg.muted" mt="1">
        {node.id}
      </Text>
    </Box>
  );
}
