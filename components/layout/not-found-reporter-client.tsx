'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Logs the bad path; an unknown blog post sends the visitor on to the blog list of its language. */
export function NotFoundReporter({ blog = '/blog' }: { blog?: string }) {
  const router = useRouter();
  useEffect(() => {
    const path = window.location.pathname;
    if (path.startsWith(`${blog}/`)) {
      console.warn(`Blog post not found: ${path}. Redirecting to ${blog}.`);
      router.replace(blog);
      return;
    }
    console.error(`404 Error: User attempted to access non-existent route: ${path}`);
  }, [router, blog]);
  return null;
}
