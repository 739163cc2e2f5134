import { Link } from '@/components/ui/link';
import { localeOfPath } from '@/lib/format/locale';
import type { ErrorCopy } from '@/content/error-copy';

/** A page that failed to render, inside the site's layout: what happened, try again, or go home. */
export function RouteError({
  error,
  reset,
  words,
  home,
}: {
  error: Error;
  reset: () => void;
  words: ErrorCopy;
  home: string;
}) {
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 pt-32 pb-20 text-center">
      <h1 className="text-3xl font-semibold">{words.heading}</h1>
      <p className="mt-4 text-charcoal-700">{error.message || words.fallback}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-full bg-charcoal-900 px-6 py-3 font-semibold text-cream-50"
        >
          {words.retry}
        </button>
        <Link
          locale={localeOfPath(home)}
          href={home}
          className="rounded-full border border-charcoal-900 px-6 py-3 font-semibold text-charcoal-900"
        >
          {words.home}
        </Link>
      </div>
    </section>
  );
}
