'use client';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center', background: '#fdfbf7', color: '#2f2a26' }}>
        <h1>Unexpected Application Error!</h1>
        <p>{error.message || '500'}</p>
        {/* A full page load on purpose: the app shell itself failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" style={{ color: '#7a5c24' }}>
          Return to Home
        </a>
      </body>
    </html>
  );
}
