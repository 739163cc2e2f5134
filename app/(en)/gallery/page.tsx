import { GalleryPage } from '@/components/pages/gallery-page';
import { routeMetadata } from '@/site/metadata';

export const metadata = routeMetadata('/gallery');

export default function Page() {
  return <GalleryPage locale="en" />;
}
