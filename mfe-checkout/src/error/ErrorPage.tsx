import { useLocation, useNavigate } from '@mealbox/web-kit/router';
import { Button, CookingPotArt, EmptyPlateArt, LinkButton, StatusPage } from '@mealbox/web-kit';
import { SITE_PATHS } from '../checkout-paths';
import { errorFromNavigation, errorPageContent } from './error-state';

/**
 * /error (spec sections 2 and 8): the error's status text or message, otherwise 'Sorry, an unexpected error has
 * occurred.', with Go Back and Return Home. Not guarded: anyone may be sent here.
 */
export function ErrorPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const content = errorPageContent(errorFromNavigation(location.state, location.search));
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <StatusPage
      art={content.look === 'not-found' ? <EmptyPlateArt /> : <CookingPotArt />}
      eyebrow={content.eyebrow}
      title={content.title}
      actions={
        <>
          <Button
            variant="secondary"
            size="lg"
            onClick={() => void (canGoBack ? navigate(-1) : navigate(SITE_PATHS.home))}
          >
            Go Back
          </Button>
          <LinkButton to={SITE_PATHS.home} variant="primary" size="lg">
            Return Home
          </LinkButton>
        </>
      }
    >
      <p>{content.text}</p>
    </StatusPage>
  );
}
