import { areaNames } from '@/content/locations';
import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button-styles';
import { OwnerPortrait } from '@/components/ui/owner-portrait';
import { Section } from '@/components/ui/section';
import type { LandingCopy } from '@/content/pages/landing';
import { site } from '@/content/site';
import { fill, pathIn, type Locale } from '@/lib/locale';

type EstheticianCopy = Extract<LandingCopy['care'], { kind: 'esthetician' }>;

/** Meet the esthetician: who will care for your skin. */
export function MeetEsthetician({ copy, locale }: { copy: EstheticianCopy; locale: Locale }) {
  const areas = new Intl.ListFormat(locale, { type: 'conjunction' }).format([site.address.locality, ...areaNames]);
  return (
    <Section id="esthetician" deferred>
      <div className="grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
        <OwnerPortrait alt={copy.portraitAlt} />
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">{copy.eyebrow}</p>
          <h2 id="esthetician-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
            {copy.title}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-charcoal-700">
            {copy.paragraphs.map((text) => (
              <p key={text}>{fill(text, { areas })}</p>
            ))}
          </div>
          <Link href={pathIn(locale, '/about')} className={`${buttonStyles.link} mt-6`}>
            {copy.storyLink}
          </Link>
        </div>
      </div>
    </Section>
  );
}
