// What other code may use of this feature on the server.
export { createMediaQueue, startMediaWorker } from './jobs.server.ts';
export { episodeBySlug, episodePage, episodeSitemapEntries, latestEpisodes, latestVideos } from './queries.server.ts';
export { configuredSources, syncAllMedia } from './sync.server.ts';
export { THUMBNAIL_AREA, THUMBNAIL_FILE } from './thumbnails.server.ts';
export { episodeHidden, isPublicEpisode, isPublicVideo, mediaForOwner, mediaItemForOwner, setMediaStatus } from './visibility.server.ts';
