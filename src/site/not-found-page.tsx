import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { PageButton } from '@/ui/links';

/** What an address that names no page shows (and the build's 404.html). */
export function NotFoundPage() {
  return (
    <Container maxW="2xl" py="24" textAlign="center">
      <Text fontSize="6xl" fontWeight="bold" color="brand.fg" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="2xl" mb="4">
        Oops! Page not found
      </Heading>
      <Text color="fg.muted" mb="8">
        The page you asked for does not exist or has moved.
      </Text>
      <Box>
        <PageButton to="home" size="lg" palette="brand">
          Return to Home
        </PageButton>
      </Box>
    </Container>
  );
}
