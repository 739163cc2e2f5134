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
}: {
  /** Path of each page of this language that has a counterpart -> the counterpart's path. */
  targets: Record<string, string>;
  /** The other language's name, in that language. */
  label: string;
  lang: Locale;
  className?: string;
  onClick?: () => void;
}) {
  const pathname = usePathname() ?? '/';
  const href = targets[pathname];
  if (!href) return null;
  return (
    <a href={href} lang={lang} hrefLang={lang} className={className} data-language-switch="" onClick={onClick}>
      {label}
    </a>
  );
}
