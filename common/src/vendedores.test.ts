import { DIAS_SEM_ACESSO_NUNCA, idadeEm, textoDiasSemAcesso, ufValida } from './index';

describe('salesperson rules', () => {
  it('"Dias sem acesso" shows a dash for never (null) and for the legacy 19193-or-more value', () => {
    expect(textoDiasSemAcesso(0)).toBe('0');
    expect(textoDiasSemAcesso(37)).toBe('37');
    expect(textoDiasSemAcesso(DIAS_SEM_ACESSO_NUNCA - 1)).toBe('19192');
    expect(textoDiasSemAcesso(DIAS_SEM_ACESSO_NUNCA)).toBe('-');
    expect(textoDiasSemAcesso(20500)).toBe('-');
    expect(textoDiasSemAcesso(null)).toBe('-');
    expect(textoDiasSemAcesso(undefined)).toBe('-');
  });

  it('counts whole years, turning a year older on the birthday itself', () => {
    expect(idadeEm('2008-11-22', '2026-11-21')).toBe(17);
    expect(idadeEm('2008-11-22', '2026-11-22')).toBe(18);
    expect(idadeEm('2008-02-29', '2026-02-28')).toBe(17);
    expect(idadeEm('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('accepts only existing federative units', () => {
    expect(ufValida('sp')).toBe(true);
    expect(ufValida(' DF ')).toBe(true);
    expect(ufValida('XX')).toBe(false);
    expect(ufValida('')).toBe(false);
  });
});
