import {
  canSubmit,
  feedbackReducer,
  INITIAL_FEEDBACK_STATE,
  type FeedbackAction,
  type FeedbackState,
} from './feedbackState';

const run = (actions: FeedbackAction[], from: FeedbackState = INITIAL_FEEDBACK_STATE) =>
  actions.reduce(feedbackReducer, from);

describe('feedbackReducer', () => {
  it('starts unanswered, with no comment', () => {
    expect(INITIAL_FEEDBACK_STATE).toEqual({ rating: null, comment: '', status: 'editing' });
    expect(canSubmit(INITIAL_FEEDBACK_STATE)).toBe(false);
  });

  it('needs a vote before it can send', () => {
    expect(run([{ type: 'edit', comment: 'hi' }, { type: 'submit' }])).toEqual({
      rating: null,
      comment: 'hi',
      status: 'editing',
    });
  });

  it('lets the vote change while writing', () => {
    const state = run([
      { type: 'vote', rating: 'up' },
      { type: 'edit', comment: 'Good' },
      { type: 'vote', rating: 'down' },
    ]);
    expect(state).toEqual({ rating: 'down', comment: 'Good', status: 'editing' });
    expect(canSubmit(state)).toBe(true);
  });

  it('admits one submission at a time and freezes the sent text', () => {
    const sending = run([{ type: 'vote', rating: 'up' }, { type: 'edit', comment: 'Good' }, { type: 'submit' }]);
    expect(sending.status).toBe('sending');
    expect(canSubmit(sending)).toBe(false);
    expect(feedbackReducer(sending, { type: 'submit' })).toBe(sending);
    expect(feedbackReducer(sending, { type: 'edit', comment: 'changed' })).toBe(sending);
    expect(feedbackReducer(sending, { type: 'vote', rating: 'down' })).toBe(sending);
  });

  it('ends in sent after a success, and stays there', () => {
    const sent = run([{ type: 'vote', rating: 'up' }, { type: 'submit' }, { type: 'succeeded' }]);
    expect(sent.status).toBe('sent');
    for (const action of [
      { type: 'submit' },
      { type: 'vote', rating: 'down' },
      { type: 'edit', comment: 'x' },
      { type: 'failed' },
    ] as FeedbackAction[]) {
      expect(feedbackReducer(sent, action)).toBe(sent);
    }
  });

  it('keeps the vote and the comment after a failure, ready to send again', () => {
    const failed = run([
      { type: 'vote', rating: 'down' },
      { type: 'edit', comment: 'Missing example' },
      { type: 'submit' },
      { type: 'failed' },
    ]);
    expect(failed).toEqual({ rating: 'down', comment: 'Missing example', status: 'failed' });
    expect(canSubmit(failed)).toBe(true);
    expect(feedbackReducer(failed, { type: 'edit', comment: 'Missing example!' })).toEqual({
      ...failed,
      comment: 'Missing example!',
    });
    expect(feedbackReducer(failed, { type: 'submit' }).status).toBe('sending');
  });

  it('ignores outcomes that arrive when nothing is in flight', () => {
    const editing = run([{ type: 'vote', rating: 'up' }]);
    expect(feedbackReducer(editing, { type: 'succeeded' })).toBe(editing);
    expect(feedbackReducer(editing, { type: 'failed' })).toBe(editing);
  });
});
