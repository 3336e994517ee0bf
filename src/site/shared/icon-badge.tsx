import { Flex, Icon } from '@chakra-ui/react';
import type { IconType } from 'react-icons';

/** A feature's icon on a tinted square, as the home, solutions and about pages show them. */
export function IconBadge({ icon }: { icon: IconType }) {
  return (
    <Flex
      boxSize="11"
      flexShrink={0}
      align="center"
      justify="center"
      borderRadius="l2"
      bg="brand.subtle"
      color="brand.fg"
    >
      <Icon as={icon} boxSize="5" aria-hidden="true" />
    </Flex>
  );
}
