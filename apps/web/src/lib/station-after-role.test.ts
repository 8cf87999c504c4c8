import { describe, expect, it } from 'vitest';
import { stationAfterRole, withStationAfterRole } from './station-after-role';

describe('the station to open after the role is chosen', () => {
  it('is the station the navigation brought', () => {
    expect(stationAfterRole(withStationAfterRole('12'))).toBe('12');
  });

  it('is none without one, or when the state holds anything but a station number', () => {
    expect(stationAfterRole(null)).toBeNull();
    expect(stationAfterRole({ appMove: true })).toBeNull();
    expect(stationAfterRole({ stationAfterRole: '../stats' })).toBeNull();
    expect(stationAfterRole({ stationAfterRole: 12 })).toBeNull();
  });
});
