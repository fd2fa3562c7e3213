import {
  CENARIOS,
  CENARIO_DO_ENUM,
  FATORES_PONTUACAO,
  NOME_CENARIO,
  NOME_TIPO_PONTUACAO,
  TIPO_PONTUACAO_DO_ENUM,
  MENSAGENS,
  ROTULOS_REVENDA as R,
  TIPOS_PONTUACAO,
  cepValido,
  cnpjValido,
  somenteDigitos,
  telefoneValido,
} from '@sw/common';
import type { CamposLojaFragment, CriarRevendaInput } from '@sw/client/gql';

/** The store form as the fields hold it: masked texts, select values as strings. */
export type ValoresLoja = {
  rede: string;
  codigo: string;
  cnpj: string;
  nomeFantasia: string;
  razaoSocial: string;
  responsavel: string;
  email: string;
  telefone: string;
  celular: string;
  endCep: string;
  endRua: string;
  endNumero: string;
  endComplemento: string;
  endBairro: string;
  endCidade: string;
  endEstado: string;
  tipoPontuacao: string;
  fatorPontuacao: string;
  cenario: string;
  cnpjCddRevendaMaster: string;
  lancamentoRelatorio: boolean;
  lancamentoManual: boolean;
};

export type ModoFormulario = 'cadastro' | 'edicao';

export const VALORES_INICIAIS: ValoresLoja = {
  rede: '',
  codigo: '',
  cnpj: '',
  nomeFantasia: '',
  razaoSocial: '',
  responsavel: '',
  email: '',
  telefone: '',
  celular: '',
  endCep: '',
  endRua: '',
  endNumero: '',
  endComplemento: '',
  endBairro: '',
  endCidade: '',
  endEstado: '',
  tipoPontuacao: '',
  fatorPontuacao: '1',
  cenario: '0',
  cnpjCddRevendaMaster: '',
  lancamentoRelatorio: false,
  lancamentoManual: false,
};

export const OPCOES_TIPO = Object.entries(TIPOS_PONTUACAO).map(([value, label]) => ({ value, label }));
export const OPCOES_FATOR = FATORES_PONTUACAO.map((f) => ({ value: String(f), label: `${f}x` }));
export const OPCOES_CENARIO = Object.entries(CENARIOS).map(([value, label]) => ({ value, label }));

const exigir = (campo: keyof typeof R) => (v: string) => (v.trim() ? null : MENSAGENS.obrigatorio(R[campo]));

/**
 * The rules of spec 1 §5 as the form applies them before sending (the gateway applies them again):
 * every field required as '<label> obrigatório' except complemento, telefone and
 * cnpjCddRevendaMaster — and email when editing.
 */
export function validacaoLoja(modo: ModoFormulario) {
  return {
    rede: (v: string) => (v ? null : MENSAGENS.redeObrigatorio),
    codigo: exigir('codigo'),
    cnpj: (v: string) => (!somenteDigitos(v) ? MENSAGENS.obrigatorio(R.cnpj) : cnpjValido(v) ? null : MENSAGENS.cnpjInvalido),
    nomeFantasia: exigir('nomeFantasia'),
    razaoSocial: exigir('razaoSocial'),
    responsavel: exigir('responsavel'),
    email: (v: string) => {
      if (!v.trim()) return modo === 'cadastro' ? MENSAGENS.obrigatorio(R.email) : null;
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? null : MENSAGENS.invalido(R.email);
    },
    telefone: (v: string) => (!somenteDigitos(v) || telefoneValido(v) ? null : MENSAGENS.invalido(R.telefone)),
    celular: (v: string) => (!somenteDigitos(v) ? MENSAGENS.obrigatorio(R.celular) : telefoneValido(v) ? null : MENSAGENS.invalido(R.celular)),
    endCep: (v: string) => (!somenteDigitos(v) ? MENSAGENS.obrigatorio(R.endCep) : cepValido(v) ? null : MENSAGENS.cepInvalido),
    endRua: exigir('endRua'),
    endNumero: exigir('endNumero'),
    endBairro: exigir('endBairro'),
    endCidade: exigir('endCidade'),
    endEstado: (v: string) => (!v.trim() ? MENSAGENS.obrigatorio(R.endEstado) : /^[A-Za-z]{2}$/.test(v.trim()) ? null : MENSAGENS.invalido(R.endEstado)),
    tipoPontuacao: (v: string | null) => (!v ? MENSAGENS.tipoPontuacaoObrigatorio : null),
    fatorPontuacao: (v: string | null) => (!v ? MENSAGENS.obrigatorio(R.fatorPontuacao) : null),
    cnpjCddRevendaMaster: (v: string) => (!somenteDigitos(v) || cnpjValido(v) ? null : MENSAGENS.invalido(R.cnpjCddRevendaMaster)),
  };
}

const nulo = (v: string) => (v.trim() ? v.trim() : null);
const digitos = (v: string) => somenteDigitos(v) || null;

/** What the gateway receives: documents, phones and CEP as digits only. */
export function paraEntrada(v: ValoresLoja, modo: ModoFormulario): CriarRevendaInput {
  const entrada: CriarRevendaInput = {
    rede: v.rede,
    codigo: v.codigo.trim(),
    cnpj: somenteDigitos(v.cnpj),
    nomeFantasia: v.nomeFantasia.trim(),
    razaoSocial: v.razaoSocial.trim(),
    responsavel: v.responsavel.trim(),
    // Required on registration (the form checks it first); blank clears it in an edition.
    email: nulo(v.email) as string,
    telefone: digitos(v.telefone),
    celular: somenteDigitos(v.celular),
    endCep: somenteDigitos(v.endCep),
    endRua: v.endRua.trim(),
    endNumero: v.endNumero.trim(),
    endComplemento: nulo(v.endComplemento),
    endBairro: v.endBairro.trim(),
    endCidade: v.endCidade.trim(),
    endEstado: v.endEstado.trim().toUpperCase(),
    tipoPontuacao: NOME_TIPO_PONTUACAO[Number(v.tipoPontuacao)]!,
    fatorPontuacao: Number(v.fatorPontuacao),
  };
  if (modo === 'edicao') {
    entrada.cenario = NOME_CENARIO[Number(v.cenario)];
    entrada.cnpjCddRevendaMaster = digitos(v.cnpjCddRevendaMaster);
    entrada.lancamentoRelatorio = v.lancamentoRelatorio;
    entrada.lancamentoManual = v.lancamentoManual;
  }
  return entrada;
}

/** A saved store back into the form (the edit dialog). */
export function valoresDe(l: CamposLojaFragment): ValoresLoja {
  return {
    rede: String(l.redeId),
    codigo: l.codigo,
    cnpj: l.cnpj,
    nomeFantasia: l.nomeFantasia,
    razaoSocial: l.razaoSocial ?? '',
    responsavel: l.responsavel ?? '',
    email: l.email ?? '',
    telefone: l.telefone ?? '',
    celular: l.celular ?? '',
    endCep: l.endCep ?? '',
    endRua: l.endRua ?? '',
    endNumero: l.endNumero ?? '',
    endComplemento: l.endComplemento ?? '',
    endBairro: l.endBairro ?? '',
    endCidade: l.endCidade ?? '',
    endEstado: l.endEstado ?? '',
    tipoPontuacao: String(TIPO_PONTUACAO_DO_ENUM[l.tipoPontuacao]),
    fatorPontuacao: String(l.fatorPontuacao),
    cenario: String(CENARIO_DO_ENUM[l.cenario]),
    cnpjCddRevendaMaster: l.cnpjCddRevendaMaster ?? '',
    lancamentoRelatorio: l.lancamentoRelatorio,
    lancamentoManual: l.lancamentoManual,
  };
}
