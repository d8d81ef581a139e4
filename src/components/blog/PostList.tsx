import PostCard from './PostCard.tsx';
import type { Post } from '../../lib/posts.ts';

interface Props {
  posts: Post[];
}

export default function PostList({ posts }: Props) {
  return (
    <ul className="-mx-4 grid gap-6 md:-mx-24 md:grid-cols-2 lg:-mx-40 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
