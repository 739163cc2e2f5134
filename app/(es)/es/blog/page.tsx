import { BlogListPage, blogListMetadata } from '@/components/blog/blog-list-page';

export const metadata = blogListMetadata('es');

export default function Page() {
  return <BlogListPage locale="es" />;
}
