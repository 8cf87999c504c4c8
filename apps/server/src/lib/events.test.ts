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
