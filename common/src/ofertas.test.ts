import { MENSAGENS_OFERTAS, validadeNoTexto } from './ofertas';

describe('validade de uma oferta no texto', () => {
  it('reads "válido até DD/MM/AAAA" as YYYY-MM-DD', () => {
    expect(validadeNoTexto('30% de desconto na loja online; código válido até 25/02/2025.')).toBe('2025-02-25');
  });

  it('ignores accents and case, and reads one-digit days and months', () => {
    expect(validadeNoTexto('CÓDIGO VALIDO ATE 5/3/2026')).toBe('2026-03-05');
    expect(validadeNoTexto('Cupons válidos até o dia 01/01/2027.')).toBe('2027-01-01');
    expect(validadeNoTexto('Oferta Válida Até 31/12/2026')).toBe('2026-12-31');
  });

  it('takes the latest date of the description and the terms', () => {
    expect(validadeNoTexto('Agende até 10/01/2026; válido até 28/02/2026.', 'Código válido até 31/03/2026. Reserva válida até 15/03/2026.')).toBe('2026-03-31');
  });

  it('is null without a validity, with an impossible date or with other dates only', () => {
    expect(validadeNoTexto('PIN válido por 12 meses após a compra.')).toBeNull();
    expect(validadeNoTexto('Compra até 10/10/2026.')).toBeNull();
    expect(validadeNoTexto('válido até 31/02/2026')).toBeNull();
    expect(validadeNoTexto('inválido até 01/01/2026')).toBeNull();
    expect(validadeNoTexto(null, undefined, '')).toBeNull();
  });

  it('says when the offer expired, in DD/MM/AAAA', () => {
    expect(MENSAGENS_OFERTAS.ofertaExpirada('2025-02-25')).toBe('Esta oferta expirou em 25/02/2025.');
  });
});
