import { BlogListPage, blogListMetadata } from '@/components/pages/blog-list-page';

export const metadata = blogListMetadata('en');

export default function Page() {
  return <BlogListPage locale="en" />;
}
