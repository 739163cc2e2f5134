import { site } from '@/content/site';

/** The closing band's text on the location pages, followed by the consultation and financing claims. */
export function LocationClosingText({ text }: { text: string }) {
  return (
    <>
      <p>{text}</p>
      <p className="mt-2 text-base">
        {site.claims.consultation} · {site.claims.financing}
      </p>
    </>
  );
}
