import { Fragment } from 'react';
import { CallLink } from '@/components/ui/call-link';
import { MapEmbed } from '@/components/ui/map-embed';
import { OpenNow } from '@/components/ui/open-now-client';
import { Section } from '@/components/ui/section';
import { site } from '@/content/site';
import { ui } from '@/content/ui';
import { groupHours, rowLabel } from '@/lib/format/hours';
import type { Locale } from '@/lib/format/locale';

/** Location & Hours: address, the one hours config, phone, e-mail, open-now line and the lazy map. */
export function LocationHours({ id = 'location', title, locale }: { id?: string; title?: string; locale: Locale }) {
  const words = ui[locale];
  return (
    <Section id={id} eyebrow={words.visit.eyebrow} title={title ?? words.visit.title} tone="cream">
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h3 className="text-xl font-semibold">{site.name}</h3>
          <p className="mt-2 text-charcoal-700">
            {site.address.locality}, {site.address.region} · {words.visit.alsoServing}
          </p>
          <p className="mt-1 text-sm text-charcoal-700">{words.visit.address}</p>
          <OpenNow className="mt-4 font-semibold text-gold-700" words={words.hours} />
          <h4 className="mt-6 font-sans text-sm font-semibold tracking-widest text-charcoal-700 uppercase">
            {words.visit.hours}
          </h4>
          {/* A two-column grid pairs day and hours without a wrapper per row; each cell draws its half of the row's rule. */}
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-2">
            {groupHours(site.hours, words.hours).map((group) => (
              <Fragment key={group.label}>
                <dt className="border-b border-cream-200 pr-4 pb-2 text-charcoal-700">{rowLabel(group.label)}</dt>
                <dd className="border-b border-cream-200 pb-2 text-right font-medium text-charcoal-900">
                  {group.hours}
                </dd>
              </Fragment>
            ))}
          </dl>
          <ul className="mt-6 space-y-2">
            <li>
              <CallLink locale={locale} className="font-semibold text-charcoal-900 underline underline-offset-2">
                {site.phone.display}
              </CallLink>
            </li>
            <li>
              <a
                href={`mailto:${site.email}`}
                className="font-semibold text-charcoal-900 underline underline-offset-2"
                aria-label={words.contact.email}
              >
                {site.email}
              </a>
            </li>
          </ul>
        </div>
        <MapEmbed locale={locale} />
      </div>
    </Section>
  );
}
