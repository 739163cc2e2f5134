'use client';

import { RouteError } from '@/components/layout/route-error-client';
import { errorCopyEs } from '@/content/error-copy';

export default function SpanishRouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteError error={error} reset={reset} words={errorCopyEs} home="/es" />;
}
