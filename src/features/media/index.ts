// What other code may use of this feature, safe in the browser; server code is in index.server.ts.
export { default as EpisodeDetail } from './components/EpisodeDetail.tsx';
export { default as EpisodeList } from './components/EpisodeList.tsx';
export { default as PodcastSection } from './components/PodcastSection.tsx';
export { default as VideoSection } from './components/VideoSection.tsx';
export { firstSentence } from './durations.ts';
export { episodeUrl, plainText } from './types.ts';
export type { MediaKind, OwnerMediaItem } from './types.ts';
export { default as MediaAdmin } from './components/MediaAdmin.tsx';
export { default as MediaHideConfirm } from './components/MediaHideConfirm.tsx';
