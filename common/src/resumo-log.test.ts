import { resumoDoLog, rotuloDoParametro, valorDoParametro } from './resumo-log';

describe('resumoDoLog', () => {
  it('lists only the fields an edit changed, before → after, with their Portuguese names', () => {
    expect(
      resumoDoLog({ id: 7, antes: { nome: 'Rede A', regiao: 'Sul', valorPonto: 0.05 }, depois: { nome: 'Rede B', regiao: 'Sul', valorPonto: 0.06 } }),
    ).toEqual(['Id: 7', 'Nome: Rede A → Rede B', 'Valor do ponto: 0,05 → 0,06']);
  });

  it('reads a status change and plain parameters', () => {
    expect(resumoDoLog({ id: 3, de: 'NAO_ENTREGUE', para: 'ENTREGUE' })).toEqual(['Id: 3', 'Alteração: NAO_ENTREGUE → ENTREGUE']);
    expect(resumoDoLog({ ativo: false, justificativa: '', senhaAlterada: true })).toEqual(['Ativo: Não', 'Justificativa: (vazio)', 'Senha alterada: Sim']);
  });

  it('cuts long lists and names keys the catalogue lacks', () => {
    expect(resumoDoLog({ ids: Array.from({ length: 12 }, (_, i) => i + 1) })).toEqual(['Ids: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 e mais 2']);
    expect(rotuloDoParametro('statusNovoDaLoja')).toBe('Status novo da loja');
    expect(rotuloDoParametro('toString')).toBe('To string');
    expect(valorDoParametro({ nome: 'X', ativo: true })).toBe('Nome: X; Ativo: Sim');
  });

  it('answers no lines for an empty log and keeps a text change whole', () => {
    expect(resumoDoLog({})).toEqual([]);
    expect(resumoDoLog(null)).toEqual([]);
    expect(resumoDoLog({ id: 1, antes: 'entregar às 10h', depois: 'entregar às 14h' })).toEqual(['Id: 1', 'Alteração: entregar às 10h → entregar às 14h']);
  });
});
