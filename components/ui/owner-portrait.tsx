import { Artwork } from '@/components/ui/artwork';

/**
 * The owner's portrait, framed the same way wherever she is introduced. It never grows past its max width, so
 * `sizes` says that width once the screen is wide enough, else most of the screen.
 */
export function OwnerPortrait({
  alt,
  large = false,
}: {
  alt: string;
  /** The home page's wider frame. */ large?: boolean;
}) {
  return (
    <Artwork
      name="team/adriana"
      alt={alt}
      sizes={large ? '(min-width: 31rem) 28rem, 90vw' : '(min-width: 27rem) 24rem, 90vw'}
      className={`mx-auto block w-full overflow-hidden rounded-3xl ${large ? 'max-w-md shadow-xl' : 'max-w-sm shadow-lg'}`}
      imgClassName="h-auto w-full"
    />
  );
}
