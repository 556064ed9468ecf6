// /belge/:code: a printed document's verification page. Public (no sign-in needed for validity and
// number), outside the app shell: any phone's camera opens it (docs/documents.md).
import { createFileRoute } from '@tanstack/react-router';
import { VerificationPage } from '@app/features/documents/components/verification-page';

export const Route = createFileRoute('/belge/$code')({
  component: VerificationRoute,
});

function VerificationRoute() {
  const { code } = Route.useParams();
  return <VerificationPage key={code} code={code} />;
}
