import { lerDiaCalendario } from './pontos';

describe('lerDiaCalendario', () => {
  it('reads the three accepted forms', () => {
    expect(lerDiaCalendario('2026-03-09')).toBe('2026-03-09');
    expect(lerDiaCalendario('09-03-2026')).toBe('2026-03-09');
    expect(lerDiaCalendario(' 09/03/2026 ')).toBe('2026-03-09');
    expect(lerDiaCalendario('29-02-2028')).toBe('2028-02-29');
  });

  it('refuses impossible days and other shapes', () => {
    for (const t of ['31-02-2026', '29-02-2026', '2026-13-01', '2026-00-10', '00-01-2026', '2026/03/09', '9-3-2026', '20260309', 'hoje', '', ':date']) {
      expect(lerDiaCalendario(t)).toBeNull();
    }
    expect(lerDiaCalendario(20260309)).toBeNull();
    expect(lerDiaCalendario(null)).toBeNull();
  });
});
