import PostCard from '../blog/PostCard.tsx';
import type { Post } from '../../lib/posts.ts';

interface Props {
  posts: Post[];
}

export default function LatestPosts({ posts }: Props) {
  return (
    <section aria-labelledby="latest-posts-heading" className="bg-white/60 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="latest-posts-heading" className="font-serif text-3xl font-bold text-navy">
            Latest Blog Posts
          </h2>
          <a href="/blog" className="font-semibold text-ocean hover:underline">
            All blog posts
          </a>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
