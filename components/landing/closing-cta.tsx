import { BookingLink } from '@/components/booking/booking-link';
import { buttonStyles } from '@/components/ui/button-styles';
import { CallLink } from '@/components/ui/call-link';
import { Section } from '@/components/ui/section';
import { site } from '@/content/site';

/** The closing call to action: Schedule Online (the page's booking dialog) and Call Us Now. */
export function ClosingCta({ title, intro, dialogTitle }: { title: string; intro: string; dialogTitle: string }) {
  return (
    <Section id="book" eyebrow={site.claims.consultation} title={title} intro={intro} tone="dark" deferred>
      <div className="flex flex-wrap justify-center gap-3">
        <BookingLink dialogTitle={dialogTitle} className={buttonStyles.gold}>
          Schedule Online
        </BookingLink>
        <CallLink className={buttonStyles.light} ariaLabel={`Call Us Now at ${site.phone.display}`}>
          Call Us Now <span className="font-normal">{site.phone.display}</span>
        </CallLink>
      </div>
    </Section>
  );
}
