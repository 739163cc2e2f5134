import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button-styles';
import { RedirectReplace } from './redirect-replace-client';

/**
 * A link variant's page in the static export: meta refresh 0 (works on any host, no JS), a client replace,
 * and a visible link. The 301 in out/_redirects (written from redirectStubs) takes over on hosts that read it.
 */
export function RedirectStub({ to, name }: { to: string; name: string }) {
  return (
    <section className="bg-cream-100 pt-32 pb-20">
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
      <RedirectReplace to={to} />
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h1 className="text-4xl font-semibold">{name}</h1>
        <p className="mt-4 text-lg text-charcoal-700">This page lives at a new address. Taking you there now…</p>
        <p className="mt-8">
          <Link href={to} className={buttonStyles.primary}>
            Continue to {name}
          </Link>
        </p>
      </div>
    </section>
  );
}
