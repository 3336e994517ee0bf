import { Box, Container, Heading, Link, Text } from '@chakra-ui/react';

/** Any path other than the app's own renders this page. */
export function NotFoundPage() {
  return (
    <Container maxW="2xl" py="24" textAlign="center" as="main" id="main">
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
        <Link
          href={import.meta.env.BASE_URL}
          bg="brand.solid"
          color="brand.contrast"
          px="5"
          py="3"
          borderRadius="l2"
          fontWeight="semibold"
          _hover={{ textDecoration: 'none', opacity: 0.9 }}
        >
          Return to Home
        </Link>
      </Box>
    </Container>
  );
}
