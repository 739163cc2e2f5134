import { GalleryPage } from '@/components/studio/gallery-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/gallery');

export default function Page() {
  return <GalleryPage locale="en" />;
}
