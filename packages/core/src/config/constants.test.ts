import * as contracts from '@jobboard/contracts';
import * as manifest from '@jobboard/manifest';
import { describe, expect, it } from 'vitest';
import * as local from './constants';

describe('constants copied from the contracts', () => {
  it('match the originals', () => {
    expect(local.LINK_NAMES).toEqual(manifest.LINK_NAMES);
    expect(local.ATTRIBUTE_TYPES).toEqual(contracts.ATTRIBUTE_TYPES);
    expect(local.SCHEDULE_IDS).toEqual(contracts.SCHEDULE_IDS);
    expect(local.OTHER_CATEGORY_ID).toBe(contracts.OTHER_CATEGORY_ID);
    expect(local.DOCUMENT_TYPES).toEqual(contracts.DOCUMENT_TYPES);
    expect(local.MAX_DOCUMENT_BYTES).toBe(contracts.MAX_DOCUMENT_BYTES);
  });
});
