// Replaced, not wrapped: the original puts years in h3 straight under the h1; here each level follows the one above.
import React from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type { Props } from '@theme/BlogArchivePage';
import { postsByYear } from '@site/src/modules/blog/postsByYear';

const dateFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The blog archive: every post, newest year first, under one heading level per year (h1, then h2). */
export default function BlogArchivePage({ archive }: Props): React.JSX.Element {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = postsByYear(archive.blogPosts.map((post) => post.metadata));
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main className="container margin-vert--lg">
          <Heading as="h1">{title}</Heading>
          {years.length === 0 && (
            <p>
              {translate({
                id: 'blog.archive.empty',
                message: 'No posts yet.',
                description: 'Blog archive without posts',
              })}
            </p>
          )}
          <div className="row">
            {years.map(({ year, posts }) => (
              <section key={year} className="col col--4 margin-vert--md" aria-labelledby={`year-${year}`}>
                <Heading as="h2" id={`year-${year}`}>
                  {year}
                </Heading>
                <ul>
                  {posts.map((post) => (
                    <li key={post.permalink}>
                      <Link to={post.permalink}>
                        <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time> – {post.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </main>
      </Layout>
    </>
  );
}
