'use client';

import { Link } from '@/components/ui/link';

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 pt-32 pb-20 text-center">
      <h1 className="text-3xl font-semibold">Unexpected Application Error!</h1>
      <p className="mt-4 text-charcoal-700">{error.message || 'Something went wrong while showing this page.'}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" onClick={reset} className="rounded-full bg-charcoal-900 px-6 py-3 font-semibold text-cream-50">
          Try again
        </button>
        <Link href="/" className="rounded-full border border-charcoal-900 px-6 py-3 font-semibold text-charcoal-900">
          Return to Home
        </Link>
      </div>
    </section>
  );
}
