import { CallLink } from '@/components/ui/call-link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { accessibilityCopy, accessibilityReviewed } from '@/content/pages/accessibility';
import { site } from '@/content/site';
import { ui } from '@/content/ui';
import type { Locale } from '@/lib/locale';
import { formatLongDate } from '@/lib/post-format';

/** The accessibility statement, in either language. */
export function AccessibilityPage({ locale }: { locale: Locale }) {
  const copy = accessibilityCopy[locale];
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <Section>
        <div className="prose-studio mx-auto max-w-3xl text-lg">
          <h2>{copy.standard.heading}</h2>
          <p>{copy.standard.body}</p>
          <h2>{copy.done.heading}</h2>
          <ul>
            {copy.done.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h2>{copy.limits.heading}</h2>
          <p>{copy.limits.body}</p>
          <h2>{copy.help.heading}</h2>
          <p>
            {copy.help.body} {copy.help.byPhone} <CallLink locale={locale}>{site.phone.display}</CallLink>{' '}
            {copy.help.byEmail}{' '}
            <a href={`mailto:${site.email}`} aria-label={ui[locale].contact.email}>
              {site.email}
            </a>
            . {copy.help.reply}
          </p>
          <h2>{copy.visiting.heading}</h2>
          <p>{copy.visiting.body}</p>
          <p>
            {copy.reviewed}{' '}
            <time dateTime={accessibilityReviewed}>{formatLongDate(accessibilityReviewed, locale)}</time>.
          </p>
        </div>
      </Section>
    </>
  );
}
