'use client';

import { usePathname } from 'next/navigation';
import type { Locale } from '@/lib/locale';

/**
 * "Español" / "English": a plain link to this page in the other language (a full page load, since each language
 * has its own root layout). Rendered in the static HTML from the path, so it works without JavaScript; a page
 * with no counterpart shows no switcher.
 */
export function LanguageSwitch({
  targets,
  label,
  lang,
  className,
  onClick,
  compact = false,
}: {
  /** Path of each page of this language that has a counterpart -> the counterpart's path. */
  targets: Record<string, string>;
  /** The other language's name, in that language. */
  label: string;
  lang: Locale;
  className?: string;
  onClick?: () => void;
  /** Shows the language code ("ES") instead of the name on wide screens, where the header's nav leaves little room. */
  compact?: boolean;
}) {
  const pathname = usePathname() ?? '/';
  const href = targets[pathname];
  if (!href) return null;
  return (
    <a href={href} lang={lang} hrefLang={lang} className={className} data-language-switch="" onClick={onClick} aria-label={compact ? label : undefined}>
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
