import { Link } from '@/components/ui/link';
import { JsonLd } from '@/components/ui/json-ld';
import { ui } from '@/content/ui';
import type { Locale } from '@/lib/format/locale';
import { breadcrumbList, type Crumb } from '@/site/schema';

const crumbLink = 'underline-offset-4 hover:text-gold-700 hover:underline';

/** Home > ... > current page, as links (the last one is the current page) plus BreadcrumbList JSON-LD. */
export function Breadcrumb({ items, locale }: { items: Crumb[]; locale: Locale }) {
  return (
    <nav aria-label={ui[locale].breadcrumb.label} className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-charcoal-700">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-semibold text-charcoal-900">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link locale={locale} href={item.path} className={crumbLink}>
                    {item.name}
                  </Link>
                  <span aria-hidden="true" className="text-gold-700">
                    ›
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbList(items)} />
    </nav>
  );
}
