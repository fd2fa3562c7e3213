import { MENSAGENS } from '@sw/common';
import { exigirResultado } from './erros';

describe('exigirResultado', () => {
  it('returns the result when there are no errosDeUsuario', () => {
    expect(exigirResultado({ resultado: { mensagem: 'ok' }, errosDeUsuario: [] })).toEqual({ mensagem: 'ok' });
  });

  it('throws the first errosDeUsuario message, the text the screen shows', () => {
    const payload = {
      resultado: null,
      errosDeUsuario: [
        { campo: 'rede', mensagem: 'Rede inválido' },
        { campo: 'data', mensagem: 'Data inválida' },
      ],
    };
    expect(() => exigirResultado(payload)).toThrow(new Error('Rede inválido'));
  });

  it('a payload without result nor errors (or no payload) is an internal error', () => {
    expect(() => exigirResultado({ resultado: null, errosDeUsuario: [] })).toThrow(MENSAGENS.erroInterno);
    expect(() => exigirResultado(undefined)).toThrow(MENSAGENS.erroInterno);
  });
});
