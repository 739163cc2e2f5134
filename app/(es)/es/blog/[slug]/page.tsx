import type { Metadata } from 'next';
import { BlogPostPage, blogPostMetadata, blogPostParams } from '@/components/pages/blog-post-page';

export const dynamicParams = false;

export function generateStaticParams() {
  return blogPostParams('es');
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogPostMetadata((await params).slug, 'es');
}

export default async function Page({ params }: Props) {
  return <BlogPostPage slug={(await params).slug} locale="es" />;
}
