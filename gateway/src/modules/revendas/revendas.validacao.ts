import { cepValido, cnpjValido, MENSAGENS, ROTULOS_REVENDA as R, somenteDigitos, telefoneValido } from '@sw/common';
import { entradaInvalida } from '../../core/errors';
import * as validar from '../../core/validacao';

const UFS = new Set(['AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO']);

/** The store's own columns, as validated values (rede comes apart: it is looked up). */
export interface CamposRevenda {
  codigo: string;
  cnpj: string;
  cnpjCddRevendaMaster: string | null;
  nomeFantasia: string;
  razaoSocial: string;
  responsavel: string;
  email: string | null;
  telefone: string | null;
  celular: string;
  endCep: string;
  endRua: string;
  endNumero: string;
  endComplemento: string | null;
  endBairro: string;
  endCidade: string;
  endEstado: string;
  tipoPontuacao: number;
  fatorPontuacao: number;
  cenario: number;
  lancamentoRelatorio: boolean;
  lancamentoManual: boolean;
}

export const CAMPOS_EDITAVEIS: (keyof CamposRevenda | 'rede')[] = [
  'rede', 'codigo', 'cnpj', 'cnpjCddRevendaMaster', 'nomeFantasia', 'razaoSocial', 'responsavel', 'email', 'telefone', 'celular',
  'endCep', 'endRua', 'endNumero', 'endComplemento', 'endBairro', 'endCidade', 'endEstado',
  'tipoPontuacao', 'fatorPontuacao', 'cenario', 'lancamentoRelatorio', 'lancamentoManual',
];

const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

const obrigatorio = (v: unknown, campo: keyof typeof R, max: number) =>
  validar.textoObrigatorio(v, R[campo], { max });

function documento(v: unknown, campo: keyof typeof R, obrigatorioCampo: boolean): string | null {
  if (vazio(v)) {
    if (obrigatorioCampo) throw entradaInvalida(MENSAGENS.obrigatorio(R[campo]));
    return null;
  }
  if (typeof v !== 'string' && typeof v !== 'number') throw entradaInvalida(MENSAGENS.invalido(R[campo]));
  const digitos = somenteDigitos(v);
  if (!cnpjValido(digitos)) throw entradaInvalida(campo === 'cnpj' ? MENSAGENS.cnpjInvalido : MENSAGENS.invalido(R[campo]));
  return digitos;
}

function telefone(v: unknown, campo: 'telefone' | 'celular', obrigatorioCampo: boolean): string | null {
  if (vazio(v)) {
    if (obrigatorioCampo) throw entradaInvalida(MENSAGENS.obrigatorio(R[campo]));
    return null;
  }
  if ((typeof v !== 'string' && typeof v !== 'number') || !telefoneValido(v)) throw entradaInvalida(MENSAGENS.invalido(R[campo]));
  return somenteDigitos(v);
}

function opcao(v: unknown, campo: 'tipoPontuacao' | 'fatorPontuacao' | 'cenario', min: number, max: number, padrao?: number): number {
  if (vazio(v) && padrao !== undefined) return padrao;
  const mensagemVazio = campo === 'tipoPontuacao' ? MENSAGENS.tipoPontuacaoObrigatorio : MENSAGENS.obrigatorio(R[campo]);
  return validar.inteiro(v, R[campo], { min, max, mensagemVazio });
}

function booleano(v: unknown, campo: 'lancamentoRelatorio' | 'lancamentoManual'): boolean {
  return vazio(v) ? false : validar.booleano(v, R[campo]);
}

/**
 * Validates a whole store with the messages of spec 1 §5: every field required as
 * '<label> obrigatório' except complemento, telefone and cnpjCddRevendaMaster (and email when
 * editing); documents with their check digits, phones with at least 10 digits, CEP 8 digits,
 * state one of the 27 UFs. Digits only are kept. fatorPontuacao and cenario default to 1x and
 * Inicial on a new store; the two launch switches default to off.
 */
export function lerCampos(e: Record<string, unknown>, opcoes: { emailOpcional: boolean }): CamposRevenda {
  const codigo = obrigatorio(e.codigo, 'codigo', 30);
  const cnpj = documento(e.cnpj, 'cnpj', true) as string;
  const nomeFantasia = obrigatorio(e.nomeFantasia, 'nomeFantasia', 160);
  const razaoSocial = obrigatorio(e.razaoSocial, 'razaoSocial', 200);
  const responsavel = obrigatorio(e.responsavel, 'responsavel', 160);
  const email = validar.email(e.email, R.email, !opcoes.emailOpcional);
  const tel = telefone(e.telefone, 'telefone', false);
  const celular = telefone(e.celular, 'celular', true) as string;
  if (vazio(e.endCep)) throw entradaInvalida(MENSAGENS.obrigatorio(R.endCep));
  if ((typeof e.endCep !== 'string' && typeof e.endCep !== 'number') || !cepValido(e.endCep)) throw entradaInvalida(MENSAGENS.cepInvalido);
  const endCep = somenteDigitos(e.endCep);
  const endRua = obrigatorio(e.endRua, 'endRua', 200);
  const endNumero = obrigatorio(e.endNumero, 'endNumero', 20);
  const endComplemento = validar.texto(e.endComplemento, R.endComplemento, { max: 120 });
  const endBairro = obrigatorio(e.endBairro, 'endBairro', 120);
  const endCidade = obrigatorio(e.endCidade, 'endCidade', 120);
  const endEstado = obrigatorio(e.endEstado, 'endEstado', 2).toUpperCase();
  if (!UFS.has(endEstado)) throw entradaInvalida(MENSAGENS.invalido(R.endEstado));
  const tipoPontuacao = opcao(e.tipoPontuacao, 'tipoPontuacao', 0, 2);
  const fatorPontuacao = opcao(e.fatorPontuacao, 'fatorPontuacao', 1, 10, 1);
  const cenario = opcao(e.cenario, 'cenario', 0, 3, 0);
  const cnpjCddRevendaMaster = documento(e.cnpjCddRevendaMaster, 'cnpjCddRevendaMaster', false);
  return {
    codigo, cnpj, cnpjCddRevendaMaster, nomeFantasia, razaoSocial, responsavel, email, telefone: tel, celular,
    endCep, endRua, endNumero, endComplemento, endBairro, endCidade, endEstado, tipoPontuacao, fatorPontuacao, cenario,
    lancamentoRelatorio: booleano(e.lancamentoRelatorio, 'lancamentoRelatorio'),
    lancamentoManual: booleano(e.lancamentoManual, 'lancamentoManual'),
  };
}

/** The network of a store form: required ('Rede obrigatório'), an id (or, over REST, a name). */
export function lerRede(v: unknown): number | string {
  if (vazio(v)) throw entradaInvalida(MENSAGENS.redeObrigatorio);
  if (typeof v === 'number') {
    if (!Number.isInteger(v) || v <= 0) throw entradaInvalida(MENSAGENS.redeNaoEncontrada);
    return v;
  }
  if (typeof v !== 'string') throw entradaInvalida(MENSAGENS.redeNaoEncontrada);
  const t = v.trim();
  return /^\d{1,9}$/.test(t) ? Number(t) : t.slice(0, 120);
}
