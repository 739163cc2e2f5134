import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { NotFoundReporter } from '@/components/layout/not-found-reporter-client';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for could not be found.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-gradient-to-b from-cream-100 to-cream-50 px-4 pt-28 pb-16 text-center">
      <NotFoundReporter />
      <div>
        <p className="font-display text-7xl font-semibold text-gold-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">
          <span className="sr-only">404: </span>Oops! Page not found
        </h1>
        <p className="mx-auto mt-4 max-w-md text-charcoal-700">
          The page may have moved, or the address may have a typo. Everything the studio offers is one click away.
        </p>
        <Link
          href="/"
          className="mt-8 inline-flex rounded-full bg-charcoal-900 px-6 py-3 font-semibold text-cream-50 transition hover:bg-gold-700"
        >
          Return to Home
        </Link>
      </div>
    </section>
  );
}
