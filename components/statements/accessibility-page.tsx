import { DatedLine, HeadedList, PhoneAndEmail, StatementPage } from '@/components/statements/statement-page';
import { accessibilityCopy, accessibilityReviewed } from '@/content/pages/accessibility';
import type { Locale } from '@/lib/format/locale';

/** The accessibility statement, in either language. */
export function AccessibilityPage({ locale }: { locale: Locale }) {
  const copy = accessibilityCopy[locale];
  return (
    <StatementPage eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} locale={locale}>
      <h2>{copy.standard.heading}</h2>
      <p>{copy.standard.body}</p>
      <HeadedList heading={copy.done.heading} items={copy.done.items} />
      <h2>{copy.limits.heading}</h2>
      <p>{copy.limits.body}</p>
      <h2>{copy.help.heading}</h2>
      <p>
        {copy.help.body} <PhoneAndEmail byPhone={copy.help.byPhone} byEmail={copy.help.byEmail} locale={locale} />.{' '}
        {copy.help.reply}
      </p>
      <h2>{copy.visiting.heading}</h2>
      <p>{copy.visiting.body}</p>
      <DatedLine label={copy.reviewed} date={accessibilityReviewed} locale={locale} />
    </StatementPage>
  );
}
