import { Link } from '@/components/ui/link';
import { NotFoundReporter } from '@/components/layout/not-found-reporter-client';
import { ui } from '@/content/ui';
import { pathIn, type Locale } from '@/lib/format/locale';

/** The 404 page's content in one language: what happened and the way home. */
export function NotFoundContent({ locale }: { locale: Locale }) {
  const words = ui[locale].notFound;
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-gradient-to-b from-cream-100 to-cream-50 px-4 pt-28 pb-16 text-center">
      <NotFoundReporter blog={pathIn(locale, '/blog')} />
      <div>
        <p className="font-display text-7xl font-semibold text-gold-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">
          <span className="sr-only">404: </span>
          {words.heading}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-charcoal-700">{words.body}</p>
        <Link
          locale={locale}
          href="/"
          className="mt-8 inline-flex rounded-full bg-charcoal-900 px-6 py-3 font-semibold text-cream-50 transition hover:bg-gold-700"
        >
          {words.home}
        </Link>
      </div>
    </section>
  );
}
