export function localIsoDate(date: Date): string;
export function postMarkdown(post: {
  title: string;
  author: string;
  date: string;
  lang: 'en' | 'es';
  featuredImage: string;
  shared?: Record<string, string | number>;
}): string;
export function artworkEntry(name: string): {
  name: string;
  kind: 'card';
  width: number;
  height: number;
  widths: number[];
  hue: number;
  seed: number;
};
