import type { ReactNode } from 'react';
import { CallLink } from '@/components/ui/call-link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { site } from '@/content/site';
import { ui } from '@/content/ui';
import type { Locale } from '@/lib/format/locale';
import { formatLongDate } from '@/lib/posts/post-format';

/** A page of prose in one column under its hero: the privacy page and the accessibility statement. */
export function StatementPage({
  eyebrow,
  title,
  intro,
  children,
  locale,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  children: ReactNode;
  locale: Locale;
}) {
  return (
    <>
      <PageHero locale={locale} eyebrow={eyebrow} title={title} intro={intro} />
      <Section>
        <div className="prose-studio mx-auto max-w-3xl text-lg">{children}</div>
      </Section>
    </>
  );
}

/** A heading and its bullet points. */
export function HeadedList({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <>
      <h2>{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/** "… by phone at (915) …, or by e-mail at …": the studio's phone and e-mail as links, inside a sentence. */
export function PhoneAndEmail({ byPhone, byEmail, locale }: { byPhone: string; byEmail: string; locale: Locale }) {
  return (
    <>
      {byPhone} <CallLink locale={locale}>{site.phone.display}</CallLink> {byEmail}{' '}
      <a href={`mailto:${site.email}`} aria-label={ui[locale].contact.email}>
        {site.email}
      </a>
    </>
  );
}

/** "Last updated March 2, 2026." */
export function DatedLine({ label, date, locale }: { label: string; date: string; locale: Locale }) {
  return (
    <p>
      {label} <time dateTime={date}>{formatLongDate(date, locale)}</time>.
    </p>
  );
}
