import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getArtwork } from '@/content/artwork';
import { isPhotoPath, photoName } from '../format/photo-names';
import { parsePost, type PostAssets } from './post-validation';
import { frontMatterBeforePicture, postFile } from '../__fixtures__/post-file';

const post = (image: string) => postFile([...frontMatterBeforePicture, `featuredImage: ${image}`]);

describe('a post with an uploaded photo', () => {
  let photosDir: string;
  let assets: PostAssets;
  beforeAll(() => {
    // The upload only: on a fresh clone nothing is published in public/ until the build runs.
    photosDir = mkdtempSync(path.join(tmpdir(), 'photos-'));
    writeFileSync(path.join(photosDir, 'Facial Room.jpg'), '');
    assets = { artwork: new Map(), publicDir: mkdtempSync(path.join(tmpdir(), 'public-')), photosDir };
  });
  afterAll(() => {
    rmSync(photosDir, { recursive: true, force: true });
    rmSync(assets.publicDir, { recursive: true, force: true });
  });

  it('recognises photo paths and names them like artwork', () => {
    expect(['photos/a.jpg', 'photos/A B.JPEG', 'photos/x.png', 'photos/x.webp'].map(isPhotoPath)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['blog/a', 'photos/a.gif', 'photos/../x.jpg', 'photos/a/b.jpg', '/photos/a.jpg'].map(isPhotoPath)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(photoName('photos/Facial Room.JPG')).toBe('photos/facial-room');
    expect(photoName('photos/Señora Ávila 2.webp')).toBe('photos/senora-avila-2');
  });

  it('validates from its upload before the build has published it, and the page uses the published sizes', () => {
    expect(parsePost(post('photos/Facial Room.jpg'), 'a-post.md', assets).featuredImage).toBe('photos/facial-room');
    expect(getArtwork('photos/facial-room')).toMatchObject({ width: 1200, height: 630, widths: [480, 800, 1200] });
  });

  it('fails with one line naming the file and field when no such photo was uploaded', () => {
    expect(() => parsePost(post('photos/elsewhere.png'), 'a-post.md', assets)).toThrow(
      'content/blog/a-post.md: featuredImage "photos/elsewhere.png" is not in content/photos/: upload the photo, or choose one that is there',
    );
  });
});
