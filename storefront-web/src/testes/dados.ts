import type { ParceiroSessao } from '@sw/client';

/** A member as the gateway answers it (with __typename, as Apollo asks for it). */
export function criarParceiro(parcial: Partial<ParceiroSessao> = {}): ParceiroSessao {
  return {
    __typename: 'Parceiro',
    id: '7',
    nome: 'Maria Silva',
    cpf: '70000000744',
    email: 'maria@example.com',
    celular: '11988887777',
    telefone: null,
    sexo: 'F',
    dataNascimento: '1990-05-10',
    endRua: 'Rua das Flores',
    endNumero: '100',
    endComplemento: null,
    endBairro: 'Centro',
    endCidade: 'São Paulo',
    endEstado: 'SP',
    endCep: '01001000',
    hobby: null,
    cnpjRevenda: '11222333000181',
    saldoPontos: '1234.00',
    totalPontos: '5000.00',
    aceitouRegulamento: true,
    ativo: true,
    idIndicacao: 'MARIA7',
    ultimoAcessoEm: null,
    revenda: {
      __typename: 'RevendaDoParceiro',
      id: '1',
      cnpj: '11222333000181',
      nomeFantasia: 'Tintas Centro',
      tipoPontuacao: 1,
      resgateLiberado: true,
    },
    ...parcial,
  };
}
