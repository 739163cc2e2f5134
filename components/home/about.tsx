import { Link } from '@/components/ui/link';
import { OwnerPortrait } from '@/components/ui/owner-portrait';
import { Reveal } from '@/components/ui/reveal';
import { StoryBlock } from '@/components/ui/story-block';
import { homeCopy } from '@/content/pages/home';
import type { Locale } from '@/lib/format/locale';

/** About: who cares for your skin, and how. */
export function About({ locale }: { locale: Locale }) {
  const copy = homeCopy[locale].about;
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-cream-50 py-16 sm:py-20 lg:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <Reveal>
          <OwnerPortrait alt={copy.portraitAlt} large />
        </Reveal>
        <Reveal>
          <StoryBlock
            eyebrow={copy.eyebrow}
            title={copy.title}
            headingId="about-heading"
            paragraphs={copy.paragraphs}
          />
          <ul className="check-list mt-6 space-y-2 text-charcoal-800">
            {copy.credentials.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className="mt-8">
            <Link locale={locale} href="/about" className="glow-pill">
              {copy.link}
              <span aria-hidden="true">→</span>
            </Link>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
