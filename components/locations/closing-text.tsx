import { ui } from '@/content/ui';
import type { Locale } from '@/lib/format/locale';

/** The closing band's text on the location pages, followed by the consultation and financing claims. */
export function LocationClosingText({ text, locale }: { text: string; locale: Locale }) {
  return (
    <>
      <p>{text}</p>
      <p className="mt-2 text-base">{ui[locale].footer.offers}</p>
    </>
  );
}
