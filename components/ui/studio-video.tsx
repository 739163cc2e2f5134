import { VideoFacade } from '@/components/ui/video-facade-client';
import { site } from '@/content/site';
import { ui } from '@/content/ui';
import type { Locale } from '@/lib/format/locale';

/** One of the studio's videos (`site.videos`, from content/videos.json) as a click-to-play facade, titled and labelled in the page's language. */
export function StudioVideo({ video, locale }: { video: keyof typeof site.videos; locale: Locale }) {
  const words = ui[locale].video;
  return (
    <VideoFacade
      videoId={site.videos[video].id}
      title={words.titles[video]}
      words={{
        play: words.play,
        unavailable: words.unavailable,
        playHere: words.playHere,
        watch: words.watch,
        newTab: words.newTab,
      }}
    />
  );
}

/** Several of the studio's videos, a grid of facades ("md:grid-cols-2", ... in `className`). */
export function VideoGrid({
  videos,
  locale,
  className,
}: {
  videos: readonly (keyof typeof site.videos)[];
  locale: Locale;
  className: string;
}) {
  return (
    <ul className={className}>
      {videos.map((video) => (
        <li key={video}>
          <StudioVideo video={video} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
