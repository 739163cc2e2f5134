import { listAreas } from '@/content/area-list';
import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button-styles';
import { OwnerPortrait } from '@/components/ui/owner-portrait';
import { Section } from '@/components/ui/section';
import { StoryBlock } from '@/components/ui/story-block';
import type { LandingCopy } from '@/content/pages/landing';
import { fill, type Locale } from '@/lib/format/locale';

type EstheticianCopy = Extract<LandingCopy['care'], { kind: 'esthetician' }>;

/** Meet the esthetician: who will care for your skin. */
export function MeetEsthetician({ copy, locale }: { copy: EstheticianCopy; locale: Locale }) {
  const areas = listAreas(locale, { withCity: true });
  return (
    <Section id="esthetician">
      <div className="grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
        <OwnerPortrait alt={copy.portraitAlt} />
        <div>
          <StoryBlock
            eyebrow={copy.eyebrow}
            title={copy.title}
            headingId="esthetician-heading"
            paragraphs={copy.paragraphs.map((text) => fill(text, { areas }))}
          />
          <Link locale={locale} href="/about" className={`${buttonStyles.link} mt-6`}>
            {copy.storyLink}
          </Link>
        </div>
      </div>
    </Section>
  );
}
