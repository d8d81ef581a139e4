// A story's way to publication (docs/decisions/022-published-stories.md) as one table: for each status,
// the actions that can be taken from it, the status each leads to, and who may take it. The server
// checks every change against it (nextStatus), the owner's pages show only the buttons it allows, and
// its unit test reads it. Pure data and functions: safe in the browser.
import { STORY_STATUSES } from '../../platform/limits.ts';

export type StoryStatus = (typeof STORY_STATUSES)[number];

/** The owner works from the owner area; the teller from the private links we e-mail them. */
export type StoryActor = 'owner' | 'teller';

/**
 * - prepare: the owner saves the version to publish (title, excerpt, text, byline, country shown);
 * - ask: the owner e-mails the teller a private link to that version;
 * - approve, decline: the teller's answer from that link; the owner can decline too, from the list;
 * - reopen: the owner moves the story back to new (a published one leaves the site);
 * - remove: the teller takes their published story down with the link "Remove my story" sends.
 */
export type StoryAction = 'prepare' | 'ask' | 'approve' | 'decline' | 'reopen' | 'remove';

export interface StoryStep {
  to: StoryStatus;
  by: readonly StoryActor[];
  /** Only for a story whose version to publish is saved (it has a title and an edited text). */
  prepared?: true;
}

const OWNER = ['owner'] as const;
const TELLER = ['teller'] as const;

export const STORY_WORKFLOW: Readonly<Record<StoryStatus, Readonly<Partial<Record<StoryAction, StoryStep>>>>> = {
  new: {
    prepare: { to: 'preparing', by: OWNER },
    decline: { to: 'declined', by: OWNER },
  },
  preparing: {
    prepare: { to: 'preparing', by: OWNER },
    ask: { to: 'waiting', by: OWNER, prepared: true },
    decline: { to: 'declined', by: OWNER },
    reopen: { to: 'new', by: OWNER },
  },
  // Saving again stops the link already sent (it showed another text); asking again sends a new one.
  waiting: {
    prepare: { to: 'preparing', by: OWNER },
    ask: { to: 'waiting', by: OWNER, prepared: true },
    approve: { to: 'published', by: TELLER, prepared: true },
    decline: { to: 'declined', by: ['owner', 'teller'], prepared: true },
    reopen: { to: 'new', by: OWNER },
  },
  // The teller approved this version: it is never edited, only taken down.
  published: {
    decline: { to: 'declined', by: OWNER },
    reopen: { to: 'new', by: OWNER },
    remove: { to: 'withdrawn', by: TELLER },
  },
  declined: {
    prepare: { to: 'preparing', by: OWNER },
    reopen: { to: 'new', by: OWNER },
  },
  // The teller took it down: it stays as it was, for the owner's records.
  withdrawn: {},
};

export const STORY_STATUS_LABELS: Record<StoryStatus, string> = {
  new: 'new',
  preparing: 'being prepared',
  waiting: 'waiting for the teller',
  published: 'published',
  declined: 'declined',
  withdrawn: 'withdrawn',
};

export const isStoryStatus = (value: unknown): value is StoryStatus => STORY_STATUSES.includes(value as StoryStatus);

/** What the table needs to know of a story: its status, and whether its version to publish is saved. */
export interface StoryState {
  status: string;
  prepared?: boolean | undefined;
}

/** A stored story as the table sees it: its version to publish is saved once it has a title and an edited text. */
export const storyState = (story: { status: string; title: string | null; editedStory: string | null }): { status: string; prepared: boolean } => ({
  status: story.status,
  prepared: Boolean(story.title && story.editedStory),
});

export type StoryRefusal = 'status' | 'actor' | 'unprepared';

/**
 * Where `action` by `actor` takes the story, or why it may not: not from this status, not by this
 * actor, or not before the version to publish is saved.
 */
export function nextStatus(story: StoryState, action: StoryAction, actor: StoryActor): { ok: true; status: StoryStatus } | { ok: false; refused: StoryRefusal } {
  const step = isStoryStatus(story.status) ? STORY_WORKFLOW[story.status][action] : undefined;
  if (!step) return { ok: false, refused: 'status' };
  if (!step.by.includes(actor)) return { ok: false, refused: 'actor' };
  if (step.prepared && !story.prepared) return { ok: false, refused: 'unprepared' };
  return { ok: true, status: step.to };
}

export const canTake = (story: StoryState, action: StoryAction, actor: StoryActor) => nextStatus(story, action, actor).ok;

/** Every action `actor` may take on the story now. */
export const actionsFor = (story: StoryState, actor: StoryActor): StoryAction[] =>
  (Object.keys(STORY_WORKFLOW[isStoryStatus(story.status) ? story.status : 'withdrawn']) as StoryAction[]).filter((action) => canTake(story, action, actor));

/**
 * The teller's review link: its page shows the story, and its Approve or Decline is taken, only while
 * the teller may give either answer (the same state for both: asked, and the version to publish saved).
 */
export const awaitsTeller = (story: StoryState) => canTake(story, 'approve', 'teller') && canTake(story, 'decline', 'teller');

/** The statuses `actor` may take `action` from (for a query that finds the stories it applies to). */
export const statusesAllowing = (action: StoryAction, actor: StoryActor): StoryStatus[] =>
  STORY_STATUSES.filter((status) => STORY_WORKFLOW[status][action]?.by.includes(actor));

/**
 * The owner's buttons in the stories list, by the status each sets: the form posts that status, and
 * the server takes the action that leads there.
 */
export const LIST_ACTIONS = { declined: 'decline', new: 'reopen' } as const satisfies Partial<Record<StoryStatus, StoryAction>>;
export type ListStatus = keyof typeof LIST_ACTIONS;
export const LIST_STATUSES = Object.keys(LIST_ACTIONS) as [ListStatus, ...ListStatus[]];
