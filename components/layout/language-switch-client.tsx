'use client';

import { usePathname } from 'next/navigation';
import { pathIn, type Locale } from '@/lib/format/locale';

/**
 * "Español" / "English": a plain link to this page in the other language (a full page load, since each language
 * has its own root layout). Rendered in the static HTML from the path, so it works without JavaScript. The
 * counterpart is the same path with or without the /es prefix; only the few pages that have none are listed, so
 * no page ships a table of every URL. A page with no counterpart shows no switcher.
 */
export function LanguageSwitch({
  without,
  label,
  lang,
  className,
  onClick,
  compact = false,
}: {
  /** The pages of this language that have no counterpart. */
  without: readonly string[];
  /** The other language's name, in that language. */
  label: string;
  lang: Locale;
  className?: string;
  onClick?: () => void;
  /** Shows the language code ("ES") instead of the name on wide screens, where the header's nav leaves little room. */
  compact?: boolean;
}) {
  const pathname = usePathname() ?? '/';
  if (without.includes(pathname)) return null;
  const href = pathIn(lang, pathname);
  return (
    <a
      href={href}
      lang={lang}
      hrefLang={lang}
      className={className}
      data-language-switch=""
      onClick={onClick}
      // Named as shown, then in full ("ES, Español"): a speech command naming the "ES" on screen reaches it (WCAG
      // 2.5.3), and a screen reader still hears the language's name.
      aria-label={compact ? `${lang.toUpperCase()}, ${label}` : undefined}
    >
      {compact ? (
        <>
          <span className="xl:hidden">{label}</span>
          <span className="hidden xl:inline">{lang.toUpperCase()}</span>
        </>
      ) : (
        label
      )}
    </a>
  );
}
