import {
  Button,
  CookingPotArt,
  LinkButton,
  RefreshIcon,
  StatusPage,
  useDocumentTitle,
} from '@mealbox/web-kit';

/** The branded page shown in place of a remote's page when the remote cannot be loaded. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle('Temporarily unavailable');
  return (
    <StatusPage
      art={<CookingPotArt />}
      eyebrow="Back shortly"
      title="This part of Mealbox is taking a break"
      actions={
        <>
          <Button variant="primary" size="lg" icon={<RefreshIcon size={18} />} onClick={onRetry}>
            Try again
          </Button>
          <LinkButton to="/" variant="secondary" size="lg">
            Go to the homepage
          </LinkButton>
        </>
      }
    >
      <p>
        We couldn&rsquo;t load this page just now. It&rsquo;s usually back within a moment, so please try
        again. Everything else on Mealbox is still open.
      </p>
    </StatusPage>
  );
}
