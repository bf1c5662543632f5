import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from '@mealbox/web-kit/router';
import { Button, CookingPotArt, LinkButton, StatusPage, useDocumentTitle } from '@mealbox/web-kit';

/** Unexpected errors in the shell's own routes (remote pages have their own boundary). Wording: spec section 2. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  useDocumentTitle('Something went wrong');
  useEffect(() => console.error('Mealbox: unexpected route error', error), [error]);
  // The spec shows the error's status text or message when there is one.
  const detail = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : '';
  return (
    <StatusPage
      art={<CookingPotArt />}
      eyebrow="Something went wrong"
      title="Sorry, an unexpected error has occurred."
      actions={
        <>
          <Button variant="secondary" size="lg" onClick={() => navigate(-1)}>
            Go Back
          </Button>
          <LinkButton to="/" variant="primary" size="lg">
            Return Home
          </LinkButton>
        </>
      }
    >
      <p>{detail || 'Please go back and try again, or return to the homepage.'}</p>
    </StatusPage>
  );
}
