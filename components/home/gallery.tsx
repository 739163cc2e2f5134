import { Link } from '@/components/ui/link';
import { GalleryToggle } from '@/components/home/gallery-toggle-client';
import { buttonStyles } from '@/components/ui/button-styles';
import { LightboxGallery } from '@/components/ui/lightbox';
import { Section } from '@/components/ui/section';
import { VideoGrid } from '@/components/ui/studio-video';
import { galleryImagesIn, galleryWords } from '@/content/gallery';
import { homeCopy } from '@/content/pages/home';
import { site } from '@/content/site';
import type { Locale } from '@/lib/format/locale';

/** Every one of the studio's videos, in the order content/videos.json lists them. */
const videos = Object.keys(site.videos) as (keyof typeof site.videos)[];

/** Gallery: before-and-after photos (click to enlarge) or educational videos. */
export function Gallery({ locale }: { locale: Locale }) {
  const copy = homeCopy[locale].gallery;
  const { note } = galleryWords[locale];
  return (
    <Section id="gallery" eyebrow={copy.eyebrow} title={copy.title} intro={`${note} ${copy.intro}`}>
      <GalleryToggle
        words={{ viewsLabel: copy.viewsLabel, photos: copy.photos, videos: copy.videos }}
        photos={
          <>
            <LightboxGallery images={galleryImagesIn(locale)} locale={locale} />
            <p className="mt-8 text-center">
              <Link locale={locale} href="/gallery" className={`${buttonStyles.link} link-arrow`}>
                {copy.seeAll}
              </Link>
            </p>
          </>
        }
        videos={<VideoGrid videos={videos} locale={locale} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" />}
      />
    </Section>
  );
}
