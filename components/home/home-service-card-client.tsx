import { BookingLink } from '@/components/booking/booking-link-client';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/ui/picture';
import { buttonStyles } from '@/components/ui/button-styles';
import type { HomeCopy } from '@/content/pages/home';
import type { PictureSource } from '@/lib/format/artwork-src';
import { fill, type Locale } from '@/lib/format/locale';

/** One home service card as plain data: the services tabs (a client component) receive these, not markup. */
export type HomeServiceCardData = {
  title: string;
  duration: string;
  description: string;
  image: PictureSource;
  /** The detail page, when the service has one. */
  href?: string;
  /** Its name as a sentence says it ("el facial antiedad"), where that is not the title; filled in on the server. */
  theTitle?: string;
};

/**
 * A home service card: image, title and duration, description, Book Now and Learn More. Laid out by `.service-card`
 * in globals.css: twelve of these are in the page, and utility strings would be written out twelve times. Its
 * buttons wear the site's shared looks, so they also answer a tap the same way (the pending ring).
 * Learn More carries the service's name as visually hidden text rather than an aria-label, so crawlers read more
 * than a bare "Learn More", as screen readers do.
 */
export function HomeServiceCard({
  card,
  words,
  locale,
}: {
  card: HomeServiceCardData;
  words: HomeCopy['services']['card'];
  /** The page's language (the card's name as a sentence says it, "sobre el facial antiedad", comes in its data). */
  locale: Locale;
}) {
  return (
    <li className="service-card">
      <Picture image={card.image} alt="" sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw" />
      <h3>{card.title}</h3>
      <span>{card.duration}</span>
      <p>{card.description}</p>
      <div>
        <BookingLink
          className={`${buttonStyles.primary} text-sm`}
          ariaLabel={fill(words.bookLabel, { title: card.title })}
        >
          {words.book}
        </BookingLink>
        {card.href ? (
          <Link locale={locale} href={card.href} className={`${buttonStyles.link} link-arrow`}>
            {words.learnMore}
            <span className="sr-only">
              {' '}
              {fill(words.learnMoreAbout, { title: card.title, theTitle: card.theTitle ?? card.title })}
            </span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}
