import { Container, Heading } from '@chakra-ui/react';

/** Placeholder until the public site issue fills this page. */
export default function HomePage() {
  return (
    <Container maxW="7xl" py="16">
      <Heading as="h1" size="4xl">
        Bulk SMS that reaches every customer in Ghana
      </Heading>
    </Container>
  );
}
