import { Box, Heading, Spinner, Text } from 'gestalt';
import { Link, Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { hashtagsIn, type IdeaTopic } from '@pinboard/contracts/web';
import type { HostApi, HostProps } from '@pinboard/host-contract';
import {
  dataOf,
  errorText,
  pageTitle,
  pinCountText,
  RemoteRoot,
  SHOW_ERROR_PARAM,
  ShowErrorNotice,
  useDocumentTitle,
} from '@pinboard/web-kit';
import '../search.css';

/** SPEC §2.1: on ideas pages, a visitor is sent to the ideas hub (not home) with the show-error flag. */
const IDEAS_WITH_ERROR = `/ideas/?${SHOW_ERROR_PARAM}=true`;

const titleOf = (tag: string) => `${tag.charAt(0).toUpperCase()}${tag.slice(1)} ideas`;

function useTopics(host: HostApi) {
  return useQuery({
    queryKey: ['ideas', 'topics'],
    queryFn: () => dataOf(host.api.get('IdeaTopicsResource', {})),
    staleTime: 60_000,
  });
}

function TopicCard({ topic }: { topic: IdeaTopic }) {
  return (
    <Link to={topic.url} className="pb-result-board">
      <span className="pb-result-board__cover">
        {topic.image_url ? <img src={topic.image_url} alt="" /> : null}
      </span>
      <Text weight="bold" lineClamp={1}>
        {titleOf(topic.tag)}
      </Text>
      <Text size="100" color="subtle">
        #{topic.tag} · {pinCountText(topic.pin_count)}
      </Text>
    </Link>
  );
}

/** '/ideas/': topics built from the index, the hashtags most Pins carry. */
function IdeasHub({ host }: HostProps) {
  useDocumentTitle(pageTitle('Ideas'));
  const topics = useTopics(host);
  return (
    <section className="pb-search" aria-labelledby="pb-ideas-title">
      <ShowErrorNotice text="Sorry, we couldn't find that page. Here are some ideas instead." />
      <Heading size="600" accessibilityLevel={1} id="pb-ideas-title" align="center">
        Ideas
      </Heading>
      <Box marginTop={2} marginBottom={6}>
        <Text align="center" color="subtle">
          Explore what people save, topic by topic.
        </Text>
      </Box>
      {topics.isPending ? <Spinner show accessibilityLabel="Loading ideas" /> : null}
      {topics.isError ? <Text align="center">{errorText(topics.error)}</Text> : null}
      {topics.data?.length === 0 ? (
        <Text align="center">No ideas yet: Pins with hashtags make them.</Text>
      ) : null}
      {topics.data?.length ? (
        <ul className="pb-result-boards" aria-label="Topics">
          {topics.data.map((topic) => (
            <li key={topic.tag}>
              <TopicCard topic={topic} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** '/ideas/{topic}/': the Pins of a topic (its hashtag), then other topics. */
function IdeasTopic({ host, tag }: HostProps & { tag: string }) {
  useDocumentTitle(pageTitle(titleOf(tag)));
  const topics = useTopics(host);
  const others = (topics.data ?? []).filter((topic) => topic.tag !== tag).slice(0, 12);
  return (
    <section className="pb-search" aria-labelledby="pb-topic-title">
      <Heading size="600" accessibilityLevel={1} id="pb-topic-title" align="center">
        {titleOf(tag)}
      </Heading>
      <Box marginTop={2} marginBottom={6}>
        <Text align="center" color="subtle">
          Pins tagged #{tag}
        </Text>
      </Box>
      {host.renderPinFeed({
        source: { kind: 'search', search: { query: `#${tag}`, scope: 'pins', rs: 'hashtag' } },
        emptyText: `No Pins carry #${tag} yet`,
      })}
      {others.length ? (
        <nav aria-label="More ideas" className="pb-scope-tabs">
          {others.map((topic) => (
            <Link key={topic.tag} to={topic.url} className="pb-scope-tab">
              {titleOf(topic.tag)}
            </Link>
          ))}
        </nav>
      ) : null}
    </section>
  );
}

function IdeasView({ host }: HostProps) {
  const { pathname } = useLocation();
  const segment = pathname.split('/').filter(Boolean)[1];
  if (segment === undefined) return <IdeasHub host={host} />;
  // A topic is a hashtag: anything else names no topic (SPEC §2.1: back to the hub, flagged).
  const [tag] = hashtagsIn(`#${decodeURIComponent(segment)}`);
  if (tag === undefined || tag !== decodeURIComponent(segment).toLowerCase()) {
    return <Navigate to={IDEAS_WITH_ERROR} replace />;
  }
  return <IdeasTopic key={tag} host={host} tag={tag} />;
}

/** Exposed as mfe_search/IdeasPage: every path under /ideas/. */
export function IdeasPage(props: HostProps) {
  return (
    <RemoteRoot>
      <IdeasView {...props} />
    </RemoteRoot>
  );
}
