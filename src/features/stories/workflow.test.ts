import { describe, expect, it } from 'vitest';
import { STORY_STATUSES } from '../../platform/limits.ts';
import {
  LIST_ACTIONS,
  STORY_WORKFLOW,
  actionsFor,
  awaitsTeller,
  nextStatus,
  statusesAllowing,
  storyState,
  type StoryAction,
  type StoryActor,
  type StoryStatus,
} from './workflow.ts';

const ACTORS: StoryActor[] = ['owner', 'teller'];
const ACTIONS: StoryAction[] = ['prepare', 'ask', 'approve', 'decline', 'reopen', 'remove'];

/** Every step of the table as one line, "from --action (who)--> to", to read it at a glance. */
const lines = () =>
  STORY_STATUSES.flatMap((from) =>
    Object.entries(STORY_WORKFLOW[from]).map(([action, step]) => `${from} --${action} (${step.by.join(', ')}${step.prepared ? ', prepared' : ''})--> ${step.to}`),
  );

describe('the story workflow table', () => {
  it('is the way to publication the owner and the teller agreed on', () => {
    expect(lines()).toEqual([
      'new --prepare (owner)--> preparing',
      'new --decline (owner)--> declined',
      'preparing --prepare (owner)--> preparing',
      'preparing --ask (owner, prepared)--> waiting',
      'preparing --decline (owner)--> declined',
      'preparing --reopen (owner)--> new',
      'waiting --prepare (owner)--> preparing',
      'waiting --ask (owner, prepared)--> waiting',
      'waiting --approve (teller, prepared)--> published',
      'waiting --decline (owner, teller, prepared)--> declined',
      'waiting --reopen (owner)--> new',
      'published --decline (owner)--> declined',
      'published --reopen (owner)--> new',
      'published --remove (teller)--> withdrawn',
      'declined --prepare (owner)--> preparing',
      'declined --reopen (owner)--> new',
    ]);
  });

  it('has a row for every status the database allows, and leads only to those', () => {
    expect(Object.keys(STORY_WORKFLOW).sort()).toEqual([...STORY_STATUSES].sort());
    for (const status of STORY_STATUSES) {
      for (const step of Object.values(STORY_WORKFLOW[status])) expect(STORY_STATUSES).toContain(step.to);
    }
  });

  it('takes each action to the same status, whatever the story’s status', () => {
    for (const action of ACTIONS) {
      const targets = new Set(STORY_STATUSES.flatMap((status) => STORY_WORKFLOW[status][action]?.to ?? []));
      expect(targets.size, action).toBe(1);
    }
  });

  it('publishes only on the teller’s approval, of a story they were asked about', () => {
    const toPublished = STORY_STATUSES.flatMap((from) =>
      Object.entries(STORY_WORKFLOW[from]).filter(([, step]) => step.to === 'published').map(([action, step]) => ({ from, action, by: step.by })),
    );
    expect(toPublished).toEqual([{ from: 'waiting', action: 'approve', by: ['teller'] }]);
    expect(nextStatus({ status: 'waiting', prepared: true }, 'approve', 'owner')).toEqual({ ok: false, refused: 'actor' });
    expect(nextStatus({ status: 'preparing', prepared: true }, 'approve', 'teller')).toEqual({ ok: false, refused: 'status' });
  });

  it('leaves a withdrawn story as the teller left it: nobody can do anything with it', () => {
    for (const actor of ACTORS) expect(actionsFor({ status: 'withdrawn', prepared: true }, actor)).toEqual([]);
  });

  it('never lets the owner edit what the teller approved or removed, as the editor’s message says', () => {
    expect(STORY_STATUSES.filter((status) => !STORY_WORKFLOW[status].prepare)).toEqual(['published', 'withdrawn']);
  });

  it('sends for approval only a story being prepared or waiting, as the refusal says', () => {
    expect(statusesAllowing('ask', 'owner')).toEqual(['preparing', 'waiting']);
  });

  it('lets the teller remove only a published story', () => {
    expect(statusesAllowing('remove', 'teller')).toEqual(['published']);
    expect(statusesAllowing('remove', 'owner')).toEqual([]);
  });
});

describe('nextStatus', () => {
  it('answers the next status, or why not: the status, the actor, or a version to publish not saved yet', () => {
    expect(nextStatus({ status: 'new' }, 'prepare', 'owner')).toEqual({ ok: true, status: 'preparing' });
    expect(nextStatus({ status: 'new' }, 'ask', 'owner')).toEqual({ ok: false, refused: 'status' });
    expect(nextStatus({ status: 'published', prepared: true }, 'prepare', 'owner')).toEqual({ ok: false, refused: 'status' });
    expect(nextStatus({ status: 'published', prepared: true }, 'remove', 'owner')).toEqual({ ok: false, refused: 'actor' });
    expect(nextStatus({ status: 'preparing', prepared: false }, 'ask', 'owner')).toEqual({ ok: false, refused: 'unprepared' });
    expect(nextStatus({ status: 'preparing', prepared: true }, 'ask', 'owner')).toEqual({ ok: true, status: 'waiting' });
  });

  it('refuses everything to a status it does not know', () => {
    for (const action of ACTIONS) for (const actor of ACTORS) expect(nextStatus({ status: 'approved', prepared: true }, action, actor).ok).toBe(false);
  });

  it('reads "prepared" from a stored story: a title and an edited text', () => {
    expect(storyState({ status: 'waiting', title: 'A title', editedStory: 'The text.' })).toEqual({ status: 'waiting', prepared: true });
    expect(storyState({ status: 'waiting', title: 'A title', editedStory: null })).toEqual({ status: 'waiting', prepared: false });
    expect(storyState({ status: 'waiting', title: '', editedStory: 'The text.' })).toEqual({ status: 'waiting', prepared: false });
  });
});

describe('the teller’s review link', () => {
  it('shows the story and takes either answer in the same state only: asked, with the version to publish saved', () => {
    for (const status of STORY_STATUSES) {
      for (const prepared of [true, false]) {
        const story = { status, prepared };
        const open = status === 'waiting' && prepared;
        expect(awaitsTeller(story), `${status}, prepared: ${prepared}`).toBe(open);
        for (const decision of ['approve', 'decline'] as const) expect(nextStatus(story, decision, 'teller').ok, `${decision} ${status} ${prepared}`).toBe(open);
      }
    }
  });
});

describe('the owner’s buttons', () => {
  it('the list’s buttons set the status their action leads to', () => {
    for (const [status, action] of Object.entries(LIST_ACTIONS) as [StoryStatus, StoryAction][]) {
      for (const from of STORY_STATUSES) {
        const step = STORY_WORKFLOW[from][action];
        if (step) expect(step.to).toBe(status);
      }
    }
  });

  it('are the owner’s actions the table allows for each status', () => {
    const owner = (status: StoryStatus) => actionsFor({ status, prepared: status !== 'new' }, 'owner');
    expect(Object.fromEntries(STORY_STATUSES.map((status) => [status, owner(status)]))).toEqual({
      new: ['prepare', 'decline'],
      preparing: ['prepare', 'ask', 'decline', 'reopen'],
      waiting: ['prepare', 'ask', 'decline', 'reopen'],
      published: ['decline', 'reopen'],
      declined: ['prepare', 'reopen'],
      withdrawn: [],
    });
  });
});
