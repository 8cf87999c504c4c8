import { describe, expect, it } from 'vitest';
import { EventBus } from './events.ts';

describe('EventBus', () => {
  it('delivers a typed payload to every subscriber, after the emitting code has moved on', async () => {
    const bus = new EventBus(() => undefined);
    const seen: string[] = [];
    bus.on('contact.received', ({ messageId }) => {
      seen.push(`mail ${messageId}`);
    });
    bus.on('contact.received', async ({ messageId }) => {
      await new Promise((r) => setTimeout(r, 5));
      seen.push(`metrics ${messageId}`);
    });
    bus.emit('contact.received', { messageId: 7 });
    expect(seen).toEqual([]);
    await bus.idle();
    expect(seen).toEqual(['mail 7', 'metrics 7']);
  });

  it('reports a failing subscriber without stopping the others', async () => {
    const failures: [unknown, string][] = [];
    const bus = new EventBus((err, event) => failures.push([err, event]));
    let delivered = false;
    bus.on('content.changed', () => {
      throw new Error('cache gone');
    });
    bus.on('content.changed', () => {
      delivered = true;
    });
    bus.emit('content.changed', { domain: 'content' });
    await bus.idle();
    expect(delivered).toBe(true);
    expect(failures).toHaveLength(1);
    expect(failures[0]![1]).toBe('content.changed');
  });

  it('stops delivering to a subscriber that unsubscribed', async () => {
    const bus = new EventBus(() => undefined);
    let calls = 0;
    const off = bus.on('content.changed', () => {
      calls += 1;
    });
    bus.emit('content.changed', { domain: 'billing' });
    await bus.idle();
    off();
    bus.emit('content.changed', { domain: 'billing' });
    await bus.idle();
    expect(calls).toBe(1);
  });
});

describe('EventBus taps', () => {
  it('see what this process emits, not what is dispatched from another process', async () => {
    const bus = new EventBus(() => undefined);
    const tapped: string[] = [];
    const handled: number[] = [];
    bus.on('auth.principal_changed', ({ userId }) => {
      handled.push(userId);
    });
    const untap = bus.tap((event, payload) => tapped.push(`${event} ${JSON.stringify(payload)}`));
    bus.emit('auth.principal_changed', { userId: 1 });
    bus.dispatch('auth.principal_changed', { userId: 2 });
    untap();
    bus.emit('auth.principal_changed', { userId: 3 });
    await bus.idle();
    expect(handled).toEqual([1, 2, 3]);
    expect(tapped).toEqual(['auth.principal_changed {"userId":1}']);
  });

  it('a failing tap is reported and does not stop the emit', async () => {
    const failures: string[] = [];
    const bus = new EventBus((_err, event) => failures.push(event));
    let delivered = false;
    bus.on('content.changed', () => {
      delivered = true;
    });
    bus.tap(() => {
      throw new Error('redis gone');
    });
    bus.emit('content.changed', { domain: 'content' });
    await bus.idle();
    expect(delivered).toBe(true);
    expect(failures).toEqual(['content.changed']);
  });
});
