import { rememberTracking, trackingFromQuery, visitTracking } from './tracking';

describe('tracking data (spec §3)', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads the fields and their aliases, strips braces and leaves empty values out', () => {
    expect(
      trackingFromQuery('?network={adnet}&ref=r1&aff_sub=a&aff_sub2={b}&aff_sub3=&x=1'),
    ).toEqual({ network: 'adnet', ref: 'r1', sub1: 'a', sub2: 'b' });
    expect(trackingFromQuery('?sub=s&aff_sub1=t')).toEqual({ sub1: 's' });
    expect(trackingFromQuery('?sub1={}&sub3=%7Bz%7D')).toEqual({ sub3: 'z' });
    expect(trackingFromQuery('')).toEqual({});
  });

  it('keeps the source for the visit, and a page without one does not erase it', () => {
    rememberTracking('?network=partner&sub2=x');
    rememberTracking('?page=2');
    expect(visitTracking()).toEqual({ network: 'partner', sub2: 'x' });
    rememberTracking('?ref=other');
    expect(visitTracking()).toEqual({ ref: 'other' });
  });
});
