import { Link } from '@/components/ui/link';
import { GalleryToggle } from '@/components/home/gallery-toggle-client';
import { buttonStyles } from '@/components/ui/button-styles';
import { LightboxGallery } from '@/components/ui/lightbox';
import { Section } from '@/components/ui/section';
import { VideoFacade } from '@/components/ui/video-facade-client';
import { galleryImageLabel, galleryImages, galleryNote } from '@/content/gallery';
import { site } from '@/content/site';

const videos = [site.videos.skincareEducation, site.videos.facialTechniques, site.videos.consultation];

/** Gallery: before-and-after photos (click to enlarge) or educational videos. */
export function Gallery() {
  return (
    <Section
      id="gallery"
      eyebrow="Results"
      title="Gallery"
      intro={`${galleryNote} Click an image to see it larger. Individual results vary.`}
      deferred
    >
      <GalleryToggle
        photos={
          <>
            <LightboxGallery images={galleryImages} label={galleryImageLabel} />
            <p className="mt-8 text-center">
              <Link href="/gallery" className={`${buttonStyles.link} link-arrow`}>
                See the full gallery
              </Link>
            </p>
          </>
        }
        videos={
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {videos.map((video) => (
              <li key={video.id}>
                <VideoFacade videoId={video.id} title={video.title} />
              </li>
            ))}
          </ul>
        }
      />
    </Section>
  );
}
