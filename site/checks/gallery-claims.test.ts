/**
 * The rule on fixture descriptions and fixture galleries, and the gallery's own description against the gallery
 * setting, whichever it is: illustrations are never called photos, the studio's own photos are.
 */
import type { galleryMeta as GalleryMeta } from '@/content/pages/gallery';
import { galleryDescriptionProblems, photoClaim, type DescribedPage } from './gallery-claims';

describe('photoClaim', () => {
  it('names a description that calls before-and-after images photos, in either language', () => {
    expect(
      photoClaim(
        'Before and after photos of facials, Botox and lip filler from our El Paso studio. Individual results vary.',
      ),
    ).toBe('Before and after photos of facials, Botox and');
    expect(photoClaim('Fotos de antes y después de faciales y Botox de nuestro estudio en El Paso.')).toBe(
      'Fotos de antes y después',
    );
    expect(photoClaim('Our gallery: real photographs of every treatment.')).toBe(
      'Our gallery: real photographs of every treatment.',
    );
  });

  it('lets through images said not to be photos, and photos that are not about the gallery', () => {
    expect(
      photoClaim(
        'Before and after illustrations of facials and Botox: what treatments aim for, not photos of our clients.',
      ),
    ).toBeUndefined();
    expect(
      photoClaim('Ilustraciones de antes y después de faciales; no son fotos de nuestros clientes.'),
    ).toBeUndefined();
    expect(photoClaim('How we take progress photos at your visit, with your consent.')).toBeUndefined();
  });
});

describe('galleryDescriptionProblems (the content check)', () => {
  const illustration = { type: 'illustration', illustration: 'gallery/facial', treatment: 'facial' };
  const photo = { type: 'photo', photo: 'photos/client.jpg', treatment: 'facial', consent: true };
  const page = (path: string, description: string, file = 'content/pages/gallery.ts'): DescribedPage => ({
    path,
    file,
    title: 'Galería de antes y después',
    description,
  });
  const fotos = page('/es/gallery', 'Fotos de antes y después de faciales y Botox de nuestro estudio en El Paso.');
  const ilustraciones = page(
    '/es/gallery',
    'Ilustraciones de antes y después de faciales y Botox; no son fotos de nuestros clientes.',
  );

  it('names the file of a page that calls the images photos while the gallery holds an illustration', () => {
    expect(galleryDescriptionProblems([photo, illustration], [fotos])).toEqual([
      'content/pages/gallery.ts: the description of /es/gallery (its search result, link preview and /sitemap entry) calls the gallery\'s images photos ("Fotos de antes y después"), but the gallery shows illustrations: call them illustrations, or replace every illustration with a client\'s photo (/admin, Gallery)',
    ]);
    const about = { ...page('/about', 'About us.', 'content/pages/about.ts'), label: 'Before and after photos' };
    expect(galleryDescriptionProblems([illustration], [about])).toEqual([
      expect.stringMatching(/^content\/pages\/about\.ts: the description of \/about .*\("Before and after photos"\)/),
    ]);
  });

  it('lets through a description that says illustrations, and photos once every image is a photo', () => {
    expect(galleryDescriptionProblems([illustration], [ilustraciones])).toEqual([]);
    expect(galleryDescriptionProblems([photo, photo], [fotos])).toEqual([]);
  });
});

describe("the gallery's description", () => {
  /** content/pages/gallery.ts's meta, loaded with the gallery set to show `images`. */
  async function metaWith(images: 'illustrations' | 'client-photos'): Promise<typeof GalleryMeta> {
    let meta: typeof GalleryMeta | undefined;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@/content/gallery', () => ({
        ...jest.requireActual('@/content/gallery'),
        gallerySettings: { images },
      }));
      meta = (await import('@/content/pages/gallery')).galleryMeta;
    });
    jest.dontMock('@/content/gallery');
    return meta!;
  }

  it('says illustrations, not photos, while the gallery shows illustrations', async () => {
    const meta = await metaWith('illustrations');
    expect([photoClaim(meta.en.description), photoClaim(meta.es!.description)]).toEqual([undefined, undefined]);
  });

  it('calls them photos once they are the studio’s own', async () => {
    const meta = await metaWith('client-photos');
    expect(photoClaim(meta.en.description)).toBeDefined();
    expect(photoClaim(meta.es!.description)).toBeDefined();
  });
});
