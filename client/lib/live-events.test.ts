import { describe, expect, it, vi } from 'vitest';
import { emitLiveEvent, onLiveEvent } from './live-events';

describe('live events', () => {
  it('reach the listeners of their type until they stop, and ignore anything malformed', () => {
    const heard = vi.fn();
    const other = vi.fn();
    const stop = onLiveEvent('room.signal', heard);
    onLiveEvent('crisis_chat.message', other);
    emitLiveEvent({ type: 'room.signal', room: 3 });
    emitLiveEvent({ room: 3 });
    emitLiveEvent('room.signal');
    emitLiveEvent({ type: 'room.signal', nested: { a: 1 } });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith({ type: 'room.signal', room: 3 });
    expect(other).not.toHaveBeenCalled();
    stop();
    emitLiveEvent({ type: 'room.signal', room: 4 });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('keeps calling the other listeners when one throws', () => {
    const after = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    onLiveEvent('x.boom', () => {
      throw new Error('boom');
    });
    onLiveEvent('x.boom', after);
    emitLiveEvent({ type: 'x.boom' });
    expect(after).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
