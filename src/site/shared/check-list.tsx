import { Box, HStack, Icon, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';

/** A list with a check mark per line, for features and what a plan includes. */
export function CheckList({
  items,
  size = 'sm',
}: {
  items: readonly string[];
  size?: 'sm' | 'md';
}) {
  return (
    <Box as="ul" listStyleType="none" m="0" p="0" display="grid" gap="2">
      {items.map((item) => (
        <HStack as="li" key={item} align="flex-start" gap="2">
          <Icon as={Check} color="brand.fg" boxSize="4" mt="1" flexShrink={0} aria-hidden="true" />
          <Text fontSize={size}>{item}</Text>
        </HStack>
      ))}
    </Box>
  );
}
