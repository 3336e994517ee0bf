import { Flex, Heading, Icon, Stack, Text, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** A feature's icon on a tinted square, as the home, solutions and about pages show them. */
export function IconBadge({ icon }: { icon: LucideIcon }) {
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

/** A feature on a bordered panel: its badge, an h3 and a line of text, then any details. */
export function FeatureCard({
  icon,
  title,
  text,
  gap = '3',
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  gap?: StackProps['gap'];
  children?: ReactNode;
}) {
  return (
    <Stack gap={gap} p="6" borderWidth="1px" borderColor="border" borderRadius="l3" bg="bg.panel">
      <IconBadge icon={icon} />
      <Heading as="h3" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
      {children}
    </Stack>
  );
}
