import type { PostAssets } from '../posts/post-validation';

/** Front matter that passes the schema but for the picture, which a test about pictures chooses itself. */
export const frontMatterBeforePicture = [
  'title: A post',
  'excerpt: Short.',
  'author: Adriana Morales',
  'publishDate: 2025-07-30',
  'tags: [Facials]',
];

/** A valid post's front matter, its picture the one artwork of `artworkAssets`. */
export const validFrontMatter = [...frontMatterBeforePicture, 'featuredImage: blog/teen-acne-guide'];

/** What the parser may find besides the post: one card of artwork, and the repository's folders. */
export const artworkAssets: PostAssets = {
  artwork: new Map([
    ['blog/teen-acne-guide', { name: 'blog/teen-acne-guide', kind: 'card', width: 1200, widths: [480, 800, 1200] }],
  ]),
  publicDir: 'public',
  photosDir: 'content/photos',
};

/** A post file as the editor writes one: the front matter between its two `---` lines, a blank line, the body. */
export const postFile = (frontMatter: readonly string[], body = 'The article.'): string =>
  `---\n${frontMatter.join('\n')}\n---\n\n${body}\n`;
