'use client';

import { RouteError } from '@/components/layout/route-error-client';
import { errorCopy } from '@/content/error-copy';

export default function EnglishRouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteError error={error} reset={reset} words={errorCopy.en} home="/" />;
}
