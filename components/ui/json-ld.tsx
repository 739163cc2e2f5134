import { serializeJsonLd } from '@/site/schema';

/** A JSON-LD block, escaped so no string in the data can close the script element. */
export function JsonLd({ data }: { data: object | object[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
