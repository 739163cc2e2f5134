'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Replaces the link-variant URL with its target in history (the meta refresh covers visitors without JS). */
export function RedirectReplace({ to }: { to: string }) {
  const router = useRouter();
  useEffect(() => {
    router.replace(to);
  }, [router, to]);
  return null;
}
