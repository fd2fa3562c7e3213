import { dataBrValida, dataParaBr, dataParaIso, dataParaYyyymmdd } from './datas';

describe('datas DD/MM/YYYY', () => {
  it('converts a real day to ISO and yyyymmdd', () => {
    expect(dataParaIso('31/12/1990')).toBe('1990-12-31');
    expect(dataParaYyyymmdd('31/12/1990')).toBe('19901231');
    expect(dataParaIso('29021992')).toBe('1992-02-29');
  });

  it.each(['31/02/1990', '29/02/1991', '00/01/1990', '10/13/1990', '10/00/1990', '01/01/1899', '1/1/1990', '', 'abc'])('refuses %s', (texto) => {
    expect(dataBrValida(texto)).toBe(false);
    expect(dataParaIso(texto)).toBeNull();
    expect(dataParaYyyymmdd(texto)).toBeNull();
  });

  it('reads ISO and yyyymmdd back for a form', () => {
    expect(dataParaBr('1990-12-31')).toBe('31/12/1990');
    expect(dataParaBr('19901231')).toBe('31/12/1990');
    expect(dataParaBr('1990-12-31T00:00:00.000Z')).toBe('31/12/1990');
    expect(dataParaBr('1990-02-31')).toBe('');
    expect(dataParaBr(null)).toBe('');
  });
});
