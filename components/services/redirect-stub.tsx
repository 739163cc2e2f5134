import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button-styles';
import { servicesCopy } from '@/content/pages/services';
import { localeOfPath } from '@/lib/format/locale';

/**
 * A link variant's page in the static export, in the language of the target page: a meta refresh 0 and a visible
 * link for visitors (the refresh replaces the variant in history, as a script would, and runs before any script
 * could), a canonical to the target and noindex for crawlers (site/redirect-stubs.ts). The 301 in out/_redirects
 * and deploy/redirects.conf (written from redirectStubs) takes over on hosts that read them.
 */
export function RedirectStub({ to, name }: { to: string; name: string }) {
  const words = servicesCopy[localeOfPath(to)].redirect;
  return (
    <section className="bg-cream-100 pt-32 pb-20">
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h1 className="text-4xl font-semibold">{name}</h1>
        <p className="mt-4 text-lg text-charcoal-700">{words.moved}</p>
        <p className="mt-8">
          <Link locale={localeOfPath(to)} href={to} className={buttonStyles.primary}>
            {words.continueTo(name)}
          </Link>
        </p>
      </div>
    </section>
  );
}
