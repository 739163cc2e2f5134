'use client';

import { errorCopy } from '@/content/error-copy';
import { localeOfPath } from '@/lib/format/locale';

/**
 * Shown when the root layout itself fails, so it replaces the whole document and no layout tells it the page's
 * language: the address does (/es/... is Spanish). It renders only in the browser, after a failure.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const spanish = typeof window !== 'undefined' && localeOfPath(window.location.pathname) === 'es';
  const words = errorCopy[spanish ? 'es' : 'en'];
  return (
    <html lang={spanish ? 'es' : 'en'}>
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          padding: '4rem 1rem',
          textAlign: 'center',
          background: '#fdfbf7',
          color: '#2f2a26',
        }}
      >
        <h1>{words.heading}</h1>
        <p>{error.message || '500'}</p>
        {/* A full page load on purpose: the app shell itself failed. */}
        <a href={spanish ? '/es' : '/'} style={{ color: '#7a5c24' }}>
          {words.home}
        </a>
      </body>
    </html>
  );
}
