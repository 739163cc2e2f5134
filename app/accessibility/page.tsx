import { CallLink } from '@/components/ui/call-link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { site } from '@/content/site';
import { routeMetadata } from '@/lib/metadata';

export const metadata = routeMetadata('/accessibility');

/** The date this statement was last reviewed (update it with each review). */
const REVIEWED = { iso: '2026-11-25', label: 'November 25, 2026' };

export default function AccessibilityPage() {
  return (
    <>
      <PageHero
        eyebrow="Our commitment"
        title="Accessibility Statement"
        intro={`${site.name} wants everyone to be able to learn about our services and book a visit, whatever device, browser or assistive technology they use.`}
      />
      <Section>
        <div className="prose-studio mx-auto max-w-3xl text-lg">
          <h2>Our standard</h2>
          <p>
            We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page is checked with automated accessibility
            tests before it is published, and we test keyboard navigation, visible focus, color contrast and screen-reader labels by hand.
          </p>
          <h2>What we have done</h2>
          <ul>
            <li>Every page has one main heading, a clear heading order and a “Skip to main content” link.</li>
            <li>All functions work with a keyboard, including menus, dialogs, accordions and the booking form launcher.</li>
            <li>Images have text alternatives, and decorative artwork is hidden from screen readers.</li>
            <li>Text and controls meet WCAG AA color-contrast ratios, and pages respect “reduce motion” settings.</li>
            <li>Videos and maps load only when you ask for them and have descriptive titles.</li>
            <li>The treatment consent form is available in English and Spanish, marked with the correct language, and prints cleanly.</li>
          </ul>
          <h2>Known limitations</h2>
          <p>
            Our online booking form is provided by a third party ({site.booking.provider}). We have chosen a provider that supports keyboard and
            screen-reader use, but we do not control every part of it. If it gives you any trouble, we will gladly book your appointment by
            phone or e-mail instead.
          </p>
          <h2>Need help or found a problem?</h2>
          <p>
            Please tell us. We will help you book, read a page aloud to you over the phone, or send information in another format. You can reach
            us by phone at <CallLink>{site.phone.display}</CallLink> or by e-mail at{' '}
            <a href={`mailto:${site.email}`} aria-label={`Email the studio at ${site.email}`}>
              {site.email}
            </a>
            . We aim to reply within two business days.
          </p>
          <h2>Visiting the studio</h2>
          <p>
            If you have accessibility needs for your visit, such as step-free access, extra time or a companion in the room, let us know when
            you book and we will prepare for you.
          </p>
          <p>
            This statement was last reviewed on <time dateTime={REVIEWED.iso}>{REVIEWED.label}</time>.
          </p>
        </div>
      </Section>
    </>
  );
}
