// @vitest-environment node
// CRM_ATTRIBUTION_FIELDS: a bare key is the first touch's, `latest.` names the latest touch's; a map the
// site could not follow is refused at start, saying what is wrong, by the site and the CRM stand-in alike.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../content-api/src/config';
import { loadSite } from '@/lib/site';
import { parseAttributionFields } from '@site/shared/crm-attribution';

describe('the CRM attribution field map', () => {
  it('reads first-touch keys, latest. keys, spaces and an empty map', () => {
    expect(parseAttributionFields(' utm_source = LEADCF20 , latest.utm_campaign=LEADCF21,gclid=Ad Click Id ,')).toEqual(
      {
        ok: true,
        fields: [
          { touch: 'first', key: 'utm_source', field: 'LEADCF20' },
          { touch: 'latest', key: 'utm_campaign', field: 'LEADCF21' },
          { touch: 'first', key: 'gclid', field: 'Ad Click Id' },
        ],
      },
    );
    expect(parseAttributionFields(undefined)).toEqual({ ok: true, fields: [] });
    expect(parseAttributionFields('')).toEqual({ ok: true, fields: [] });
  });

  it('says what is wrong with each entry', () => {
    const parsed = parseAttributionFields(
      'utm_source,utm_sorce=A,first.gclid=B,fbclid=LEADCF17,latest.utm_term=lead_id,wbraid=<x>,utm_medium=C,msclkid=C,a=b=c',
    );
    expect(parsed).toEqual({
      ok: false,
      problems: [
        '"utm_source" is not key=CRM_FIELD',
        expect.stringMatching(/^"utm_sorce" is not one of landing_page, referrer, utm_source.*\(or latest\.<key>\)$/),
        expect.stringMatching(/^"first\.gclid" is not one of/),
        '"LEADCF17" is a field the forms already send',
        '"lead_id" is a field the forms already send',
        '"<x>" is not a CRM field name',
        '"a=b=c" is not key=CRM_FIELD',
        '"C" is named twice',
      ],
    });
  });

  it('is refused at start by the site and the stand-in, with the variable named', () => {
    expect(loadSite({ CRM_ATTRIBUTION_FIELDS: 'utm_source=LEADCF20' }).crmAttributionFields).toEqual([
      { touch: 'first', key: 'utm_source', field: 'LEADCF20' },
    ]);
    expect(loadSite({}).crmAttributionFields).toEqual([]);
    expect(() => loadSite({ CRM_ATTRIBUTION_FIELDS: 'utm_source=Email' })).toThrowError(
      /CRM_ATTRIBUTION_FIELDS: "Email" is a field the forms already send/,
    );
    expect(() => loadConfig({ CRM_ATTRIBUTION_FIELDS: 'campaign=X' }, [])).toThrowError(
      /^CRM_ATTRIBUTION_FIELDS: "campaign" is not one of/,
    );
    expect(loadConfig({ CRM_ATTRIBUTION_FIELDS: 'latest.gclid=X' }, []).crmAttributionFields).toEqual([
      { touch: 'latest', key: 'gclid', field: 'X' },
    ]);
  });
});
