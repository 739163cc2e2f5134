import { OwnerPortrait } from '@/components/ui/owner-portrait';
import { buttonStyles } from '@/components/ui/button-styles';
import { ClosingCta } from '@/components/ui/closing-cta';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { BulletList } from '@/components/ui/bullet-list';
import { Section } from '@/components/ui/section';
import { locationPath, serviceAreas } from '@/content/locations';
import { aboutCopy } from '@/content/pages/about';
import { serviceNames, servicePath, serviceSlugs } from '@/content/services';
import { site } from '@/content/site';
import type { Locale } from '@/lib/format/locale';

/** The about page, in either language. */
export function AboutPage({ locale }: { locale: Locale }) {
  const copy = aboutCopy[locale];
  return (
    <>
      <PageHero {...copy.hero} call locale={locale} />

      <Section id="story" heading={copy.story}>
        <div className="grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
          <OwnerPortrait alt={copy.story.portraitAlt} />
          <div className="space-y-4 text-lg leading-relaxed text-charcoal-800">
            {copy.story.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section id="philosophy" tone="cream" heading={copy.philosophy}>
        <ul className="grid gap-6 md:grid-cols-2">
          {copy.philosophy.items.map((item) => (
            <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold">{item.title}</h3>
              <p className="mt-2 text-charcoal-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="credentials" heading={copy.credentials}>
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
            <h3 className="text-xl font-semibold">{site.owner.name}</h3>
            <BulletList items={copy.credentials.owner} />
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-cream-200">
            <h3 className="text-xl font-semibold">{copy.credentials.teamTitle}</h3>
            <p className="mt-3 text-charcoal-700">{copy.credentials.team}</p>
          </div>
        </div>
      </Section>

      <Section id="studio" tone="cream" heading={copy.studio}>
        <div className="mx-auto max-w-3xl space-y-4 text-lg leading-relaxed text-charcoal-800">
          <p>{copy.studio.welcome}</p>
          <p>{copy.studio.services}</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {serviceSlugs.map((slug) => (
              <li key={slug}>
                <Link locale={locale} href={servicePath(slug)} className={buttonStyles.link}>
                  {serviceNames[locale][slug]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="areas" heading={copy.areas}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[
            { name: site.address.locality, href: '/contact' },
            ...serviceAreas.map((a) => ({ name: a.name, href: locationPath(a.slug) })),
          ].map((area) => (
            <li key={area.name} className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-cream-200">
              <Link locale={locale} href={area.href} className={buttonStyles.textLink}>
                {area.name}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta
        locale={locale}
        eyebrow={copy.closing.eyebrow}
        title={copy.closing.title}
        book={{ label: copy.closing.book }}
        call
      />
    </>
  );
}
