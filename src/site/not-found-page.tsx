import { PageButton } from '@/ui/links';
import { sc } from '@/ui/static-styles';

/** What an address that names no page shows (and the build's 404.html). */
export function NotFoundPage() {
  return (
    <div className={sc('page-width', 'not-found')}>
      <p aria-hidden="true">404</p>
      <h1>Oops! Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <div>
        <PageButton to="home" size="lg" palette="brand">
          Return to Home
        </PageButton>
      </div>
    </div>
  );
}
