// GET /api/stations/count: the home page says how many stations the library has, so the figure is
// public, counts every live station (trial and paid alike), and follows the library as it changes.
import { describe, expect, it } from 'vitest';
import { stationCountSchema } from '@osce/shared/schemas/study';
import { createStation, createTaxons } from '../../test/station-factory.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ catalogue: false });

const count = () => t().app.inject({ method: 'GET', url: '/api/stations/count' });

describe('GET /api/stations/count', () => {
  it('answers a visitor how many stations the library has, and follows a new one at once', async () => {
    const empty = await count();
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ count: 0 });

    await createTaxons(t());
    await createStation(t(), { availableToTrial: true });
    await createStation(t());
    await createStation(t());
    const res = await count();
    expect(res.statusCode).toBe(200);
    expect(stationCountSchema.parse(res.json())).toEqual({ count: 3 });
    // Public and cheap: a browser or proxy may keep it for a minute.
    expect(res.headers['cache-control']).toMatch(/^public, max-age=60/);

    await createStation(t());
    expect((await count()).json()).toEqual({ count: 4 });
  });
});
