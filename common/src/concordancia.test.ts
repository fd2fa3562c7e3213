import { concordar } from './concordancia';
import { MENSAGENS } from './mensagens';

it('agrees "inválido" with the label', () => {
  const casos: [string, string][] = [
    ['Permissão', 'Permissão inválida'],
    ['Pontos', 'Pontos inválidos'],
    ['Mês', 'Mês inválido'],
    ['Data inicial', 'Data inicial inválida'],
    ['Rede', 'Rede inválida'],
    ['Redes', 'Redes inválidas'],
    ['Fonte', 'Fonte inválida'],
    ['Senha', 'Senha inválida'],
    ['Quantidade de vendedores', 'Quantidade de vendedores inválida'],
    ['Identificador', 'Identificador inválido'],
    ['Ids', 'Ids inválidos'],
    ['Valor do ponto', 'Valor do ponto inválido'],
    ['Status', 'Status inválido'],
    ['CPF', 'CPF inválido'],
    ['Dia', 'Dia inválido'],
    ['Observações', 'Observações inválidas'],
    ['Ativo', 'Ativo inválido'],
    ['Situação', 'Situação inválida'],
  ];
  for (const [rotulo, esperado] of casos) expect(MENSAGENS.valorInvalido(rotulo)).toBe(esperado);
  expect(concordar('Lojas', 'obrigatório')).toBe('obrigatórias');
});

it("keeps the specification's form pattern where it is quoted", () => {
  expect(MENSAGENS.invalido('Data de Nascimento')).toBe('Data de Nascimento inválido');
  expect(MENSAGENS.obrigatorio('Rede')).toBe('Rede obrigatório');
});
