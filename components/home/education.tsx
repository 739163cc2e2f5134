import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { StudioVideo } from '@/components/ui/studio-video';
import { homeCopy } from '@/content/pages/home';
import type { Locale } from '@/lib/format/locale';

/** Skincare education: the basics, with a short video. */
export function Education({ locale }: { locale: Locale }) {
  const copy = homeCopy[locale].education;
  return (
    <Section id="education" heading={copy} tone="cream">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <Reveal>
          <StudioVideo video="skincareEducation" locale={locale} />
        </Reveal>
        <ul className="space-y-6">
          {copy.tips.map((tip) => (
            <Reveal as="li" key={tip.title}>
              <h3 className="text-xl font-semibold">{tip.title}</h3>
              <p className="mt-1 leading-relaxed text-charcoal-700">{tip.text}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </Section>
  );
}
