import { RedirectStub } from '@/components/services/redirect-stub';
import { serviceNames } from '@/content/services';
import { redirectStubMetadata, redirectTarget } from '@/site/redirect-stubs';

/** Link variant of lip-fillers: see redirectStubs in site/routes.ts. */
const from = '/services/lip-filler';

export const metadata = redirectStubMetadata(from);

export default function LipFillerRedirect() {
  return <RedirectStub to={redirectTarget(from)} name={serviceNames.en['lip-fillers']} />;
}
