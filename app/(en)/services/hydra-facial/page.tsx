import { RedirectStub } from '@/components/services/redirect-stub';
import { serviceNames } from '@/content/services';
import { redirectStubMetadata, redirectTarget } from '@/site/redirect-stubs';

/** Link variant of hydrafacial: see redirectStubs in site/routes.ts. */
const from = '/services/hydra-facial';

export const metadata = redirectStubMetadata(from);

export default function HydraFacialRedirect() {
  return <RedirectStub to={redirectTarget(from)} name={serviceNames.en.hydrafacial} />;
}
