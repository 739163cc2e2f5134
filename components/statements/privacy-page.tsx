import { Fragment } from 'react';
import { DatedLine, HeadedList, PhoneAndEmail, StatementPage } from '@/components/statements/statement-page';
import { privacyCopy, privacyUpdated } from '@/content/pages/privacy';
import type { Locale } from '@/lib/format/locale';

/** The privacy page, in either language: each third party, when it is contacted and what it receives. */
export function PrivacyPage({ locale }: { locale: Locale }) {
  const copy = privacyCopy[locale];
  return (
    <StatementPage eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} locale={locale}>
      <HeadedList heading={copy.short.heading} items={copy.short.items} />
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
      <HeadedList heading={copy.device.heading} items={copy.device.items} />
      <h2>{copy.contact.heading}</h2>
      <p>
        {copy.contact.body}{' '}
        <PhoneAndEmail byPhone={copy.contact.byPhone} byEmail={copy.contact.byEmail} locale={locale} />.
      </p>
      <DatedLine label={copy.updated} date={privacyUpdated} locale={locale} />
    </StatementPage>
  );
}
