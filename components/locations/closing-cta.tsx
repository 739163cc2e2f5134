import { Link } from '@/components/ui/link';
import { BookingLink } from '@/components/booking/booking-link';
import { buttonStyles } from '@/components/ui/button-styles';
import { CallLink } from '@/components/ui/call-link';
import { Section } from '@/components/ui/section';
import { site } from '@/content/site';

/** The dark closing call to action of the location pages: book (same dialog as the hero), call, or go back. */
export function LocationClosingCta({
  title,
  text,
  bookLabel,
  dialogTitle,
  dialogIntro,
  backLink,
}: {
  title: string;
  text: string;
  bookLabel: string;
  dialogTitle: string;
  dialogIntro: string;
  backLink?: { href: string; label: string };
}) {
  return (
    <Section id="book" tone="dark" deferred className="text-center">
      <div className="mx-auto max-w-2xl">
        <h2 id="book-heading" className="text-3xl font-semibold text-cream-50 sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-cream-200">{text}</p>
        <p className="mt-2 text-cream-200">
          {site.claims.consultation} · {site.claims.financing}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <BookingLink className={buttonStyles.gold} dialogTitle={dialogTitle} intro={dialogIntro}>
            {bookLabel}
          </BookingLink>
          <CallLink className={buttonStyles.light} />
        </div>
        {backLink ? (
          <p className="mt-8">
            <Link href={backLink.href} className="font-semibold text-gold-300 underline underline-offset-4 hover:text-cream-50">
              {backLink.label}
            </Link>
          </p>
        ) : null}
      </div>
    </Section>
  );
}
