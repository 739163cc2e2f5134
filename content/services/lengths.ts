/**
 * The owner's appointment lengths and prices (content/studio.json, edited in /admin), in the shapes the service files
 * read. A length is read once as a span: she types "30-45 min", the pages get minutes(30, 45) and format it as each
 * sentence needs. The content check has already refused a length written otherwise; this says which one if a build
 * runs without it.
 */
import { studio } from '@/content/studio-facts';
import { parseLength, type Span } from '@/lib/format/durations';

export const lengths = Object.fromEntries(
  Object.entries(studio.lengths).map(([key, text]) => {
    try {
      return [key, parseLength(text)];
    } catch (error) {
      throw new Error(
        `content/studio.json: lengths.${key} ${(error as Error).message}: correct it in /admin, Studio facts`,
      );
    }
  }),
) as Record<keyof typeof studio.lengths, Span>;

/** The owner's prices in whole dollars, by service (`prices.botox.unitFrom`). */
export const prices = studio.prices;
