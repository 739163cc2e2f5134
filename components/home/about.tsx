import { Artwork } from '@/components/ui/artwork';
import { Reveal } from '@/components/ui/reveal';
import { homeCopy } from '@/content/pages/home';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/lib/locale';
import { hrefIn } from '@/lib/routes';

/** About: who cares for your skin, and how. */
export function About({ locale }: { locale: Locale }) {
  const copy = homeCopy[locale].about;
  return (
    <section id="about" aria-labelledby="about-heading" className="deferred-section bg-cream-50 py-16 sm:py-20 lg:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <Reveal>
          <Artwork
            name="team/adriana"
            alt={copy.portraitAlt}
            sizes="(min-width: 1024px) 40vw, 90vw"
            className="mx-auto block max-w-md overflow-hidden rounded-3xl shadow-xl"
            imgClassName="h-auto w-full"
          />
        </Reveal>
        <Reveal>
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">{copy.eyebrow}</p>
          <h2 id="about-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
            {copy.title}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-charcoal-700">
            {copy.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <ul className="check-list mt-6 space-y-2 text-charcoal-800">
            {copy.credentials.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className="mt-8">
            <Link href={hrefIn(locale, '/about')} className="glow-pill">
              {copy.link}
              <span aria-hidden="true">→</span>
            </Link>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
