import { Fragment } from 'react';
import { CallLink } from '@/components/ui/call-link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { privacyCopy, privacyUpdated } from '@/content/pages/privacy';
import { site } from '@/content/site';
import { ui } from '@/content/ui';
import type { Locale } from '@/lib/locale';
import { formatLongDate } from '@/lib/post-format';

/** The privacy page, in either language: each third party, when it is contacted and what it receives. */
export function PrivacyPage({ locale }: { locale: Locale }) {
  const copy = privacyCopy[locale];
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <Section>
        <div className="prose-studio mx-auto max-w-3xl text-lg">
          <h2>{copy.short.heading}</h2>
          <ul>
            {copy.short.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h2>{copy.parties.heading}</h2>
          <p>{copy.parties.intro}</p>
          {copy.parties.items.map((party) => (
            <Fragment key={party.name}>
              <h3>{party.name}</h3>
              <p>
                <strong>{copy.parties.whenLabel}</strong> {party.when}
              </p>
              <p>
                <strong>{copy.parties.receivesLabel}</strong> {party.receives}
              </p>
            </Fragment>
          ))}
          <h2>{copy.device.heading}</h2>
          <ul>
            {copy.device.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h2>{copy.contact.heading}</h2>
          <p>
            {copy.contact.body} {copy.contact.byPhone} <CallLink locale={locale}>{site.phone.display}</CallLink>{' '}
            {copy.contact.byEmail}{' '}
            <a href={`mailto:${site.email}`} aria-label={ui[locale].contact.email}>
              {site.email}
            </a>
            .
          </p>
          <p>
            {copy.updated} <time dateTime={privacyUpdated}>{formatLongDate(privacyUpdated, locale)}</time>.
          </p>
        </div>
      </Section>
    </>
  );
}
