import { BlogListPage, blogListMetadata } from '@/components/blog/blog-list-page';

export const metadata = blogListMetadata('en');

export default function Page() {
  return <BlogListPage locale="en" />;
}
