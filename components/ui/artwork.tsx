import type { ComponentProps } from 'react';
import { Picture } from '@/components/ui/picture';
import { pictureSource } from '@/content/artwork';

/** A Picture of one of the site's artworks, by name (server components; the manifest stays on the server). */
export function Artwork({ name, ...props }: { name: string } & Omit<ComponentProps<typeof Picture>, 'image'>) {
  return <Picture image={pictureSource(name)} {...props} />;
}
